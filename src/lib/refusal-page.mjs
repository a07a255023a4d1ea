/**
 * The whole HTML page of a refused form: the server in front of Next (a body over its limit) and
 * the proxy in front of the forms (/contacto, /citas, /firmar: a post from another site, a malformed
 * form, too many messages) answer with it,
 * where a browser that sent the form without JavaScript shows whatever comes back. It is not the
 * site's layout, only the message and the way back. Plain JS: the front server loads it.
 */
import { formBackLinks, refusedFormPage } from '../copy/request-limits.mjs'

/**
 * @param {string} message
 * @param {{ href: string, label: string }} [back] where the page leads back to: the contact form unless told
 */
export function refusalPage(message, back = formBackLinks.contact) {
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${refusedFormPage.title}</title></head>` +
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
    `<main><h1>${refusedFormPage.title}</h1><p role="alert">${message}</p>` +
    `<p><a href="${back.href}">${back.label}</a></p></main></body></html>`
  )
}
