import { insuranceTypeOptions } from '../../lib/insurance-types'
import { spanishDateTime } from '../../lib/spanish-time'
import { leadSourceLabel } from '../intake/lead-sources'
import { type ContactForEmail, escapeHtml, flagRows, htmlValue, reachRows } from './staff-email'

type ContactInDigest = Omit<ContactForEmail, 'message' | 'consentAt'>

type DigestSettings = { adminUrl: string; timeZone: string }

const fullNameOf = (contact: ContactInDigest) => [contact.firstName, contact.lastName].filter(Boolean).join(' ')
const insuranceOf = (contact: ContactInDigest) =>
  insuranceTypeOptions.find((option) => option.value === contact.insuranceType)?.label ?? 'Sin especificar'

/**
 * One e-mail for many contacts that arrived close together (a flood: src/leads/notifications/
 * sweep.ts): a line per contact with what staff need to call back and the link to it in the
 * panel, its flags first, and for a 'No contactar' lead neither links nor the whole number or
 * address, as in the single e-mail (contact-email.ts). Every visitor value is escaped in the HTML.
 */
export function contactDigestEmail(contacts: ContactInDigest[], { adminUrl, timeZone }: DigestSettings) {
  const flagsOf = (contact: ContactInDigest) => flagRows(contact, { adminUrl, timeZone }).map((row) => `${row.label}: ${row.text}`)
  const linkOf = (contact: ContactInDigest) => `${adminUrl}/admin/collections/contacts/${contact.id}`
  const intro =
    `Llegaron ${contacts.length} contactos nuevos en pocos minutos. Para que los avisos no se retrasen, van juntos en ` +
    'este correo. Si muchos parecen falsos (nombres o mensajes repetidos), puede tratarse de un envío masivo.'
  const textLine = (contact: ContactInDigest) =>
    [
      ...flagsOf(contact),
      fullNameOf(contact),
      ...reachRows(contact).map((row) => row.text),
      insuranceOf(contact),
      `Recibido: ${spanishDateTime(contact.createdAt, timeZone)}`,
      `Origen: ${contact.source ? leadSourceLabel(contact.source) : 'Sin especificar'}`,
      linkOf(contact),
    ].join(' · ')
  const htmlRow = (contact: ContactInDigest) => {
    const [phone, email] = reachRows(contact).map(htmlValue)
    const flags = flagsOf(contact).map((flag) => `<br><strong>${escapeHtml(flag)}</strong>`)
    return (
      `<tr><td><a href="${escapeHtml(linkOf(contact))}">${escapeHtml(fullNameOf(contact))}</a>${flags.join('')}</td><td>${phone}</td>` +
      `<td>${email}</td><td>${escapeHtml(insuranceOf(contact))}</td>` +
      `<td>${escapeHtml(spanishDateTime(contact.createdAt, timeZone))}</td></tr>`
    )
  }
  return {
    subject: `${contacts.length} contactos nuevos`,
    text: `${intro}\n\n${contacts.map(textLine).join('\n')}\n`,
    html:
      `<h1>${contacts.length} contactos nuevos</h1><p>${escapeHtml(intro)}</p><table>` +
      '<tr><th align="left">Nombre</th><th align="left">Teléfono</th><th align="left">Correo electrónico</th>' +
      '<th align="left">Tipo de seguro</th><th align="left">Recibido</th></tr>' +
      `${contacts.map(htmlRow).join('')}</table>`,
  }
}
