/** What a link that does not work says: nothing of any appointment or person; where to go next, if anywhere. */
export type InvalidLink = { title: string; text: string; next?: { href: string; label: string } }

/**
 * The whole HTML page of a link that does not work (wrong, used, expired, cancelled), answered by
 * the proxy: a page's own notFound() reaches a browser without JavaScript only as script data.
 */
export function invalidLinkPage({ title, text, next }: InvalidLink): string {
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title></head>` +
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
    `<main><h1>${title}</h1><p>${text}</p>` +
    (next ? `<p><a href="${next.href}">${next.label}</a></p>` : '') +
    '</main></body></html>'
  )
}
