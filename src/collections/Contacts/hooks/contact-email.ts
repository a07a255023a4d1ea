import { insuranceTypeOptions } from '../../../lib/insurance-types'
import { leadSourceLabel } from '../../../lib/lead-sources'
import { telHref } from '../../../lib/phone'
import { formatSpanishDateTime } from '../../../lib/time-zone'
import type { Contact } from '../../../payload-types'

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character])
}

type ContactForEmail = Pick<
  Contact,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'insuranceType' | 'message' | 'consentAt' | 'createdAt' | 'source'
>

type EmailSettings = { adminUrl: string; timeZone: string }

/** One line of the message: its label, the text, and where the HTML links it to (if anywhere). */
type Row = { label: string; text: string; href?: string }

const fullNameOf = (contact: ContactForEmail) => [contact.firstName, contact.lastName].filter(Boolean).join(' ')

function rowsFor(contact: ContactForEmail, timeZone: string): Row[] {
  const insurance = insuranceTypeOptions.find((option) => option.value === contact.insuranceType)?.label ?? 'Sin especificar'
  // Phone, walk-in and voice leads may lack a last name, e-mail or phone.
  return [
    { label: 'Nombre', text: fullNameOf(contact) },
    contact.phone
      ? { label: 'Teléfono', text: contact.phone, href: telHref(contact.phone) }
      : { label: 'Teléfono', text: '(sin teléfono)' },
    contact.email ? { label: 'Email', text: contact.email, href: `mailto:${contact.email}` } : { label: 'Email', text: '(sin email)' },
    { label: 'Tipo de seguro', text: insurance },
    { label: 'Mensaje', text: contact.message || '(sin mensaje)' },
    { label: 'Recibido', text: formatSpanishDateTime(contact.createdAt, timeZone) },
    { label: 'Origen', text: contact.source ? leadSourceLabel(contact.source) : 'Sin especificar' },
    { label: 'Consentimiento', text: contact.consentAt ? formatSpanishDateTime(contact.consentAt, timeZone) : 'No registrado' },
  ]
}

function htmlRow({ label, text, href }: Row): string {
  const value = href ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text)
  return `<tr><th align="left" valign="top">${label}</th><td style="white-space:pre-wrap">${value}</td></tr>`
}

/**
 * The staff notification for a new contact: what staff need to call back, in Spanish, with
 * dates on the agency's clock. A reply goes to the lead; every visitor value is escaped in the HTML.
 */
export function contactNotificationEmail(contact: ContactForEmail, { adminUrl, timeZone }: EmailSettings) {
  const rows = rowsFor(contact, timeZone)
  const howToAnswer = contact.email ? 'Responda a este correo para escribirle.' : 'Sin email: llame al teléfono.'
  const link = `${adminUrl}/admin/collections/contacts/${contact.id}`
  return {
    subject: `Nuevo contacto: ${fullNameOf(contact)}`,
    ...(contact.email ? { replyTo: contact.email } : {}),
    text:
      `Nuevo contacto desde el sitio web. ${howToAnswer}\n\n` +
      `${rows.map(({ label, text }) => `${label}: ${text}`).join('\n')}\n\nVer en el panel: ${link}`,
    html:
      `<h1>Nuevo contacto desde el sitio web</h1><p>${howToAnswer}</p><table>` +
      rows.map(htmlRow).join('') +
      `</table><p><a href="${escapeHtml(link)}">Ver en el panel</a></p>`,
  }
}
