import { insuranceTypeOptions } from '../../lib/insurance-types'
import { phoneDigits, telHref } from '../../lib/phone'
import { relationId } from '../../lib/relation-id'
import { spanishDateTime } from '../../lib/spanish-time'
import type { Contact } from '../../payload-types'
import type { ContactDetails, DoNotContactMark } from '../contact-shapes'
import { optOutChannelLabel } from '../desk/opt-out-channels'
import { leadSourceLabel } from '../intake/lead-sources'

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character])
}

export type ContactForEmail = ContactDetails & DoNotContactMark & Pick<Contact, 'source'>

export type EmailSettings = { adminUrl: string; timeZone: string }

/** One line of the message: its label, the text, and where the HTML links it to (if anywhere). */
export type Row = { label: string; text: string; href?: string }

const fullNameOf = (contact: ContactForEmail) => [contact.firstName, contact.lastName].filter(Boolean).join(' ')

const lastFourDigits = (phone: string) => phoneDigits(phone).slice(-4)

/**
 * How to reach the person: links to call and write, or, for a lead on the 'no contactar' list,
 * neither the links nor the whole number or address (mail apps turn those into links by themselves).
 */
export function reachRows(contact: ContactForEmail): Row[] {
  if (contact.doNotContact) {
    return [
      { label: 'Teléfono', text: contact.phone ? `No contactar (termina en ${lastFourDigits(contact.phone)})` : '(sin teléfono)' },
      { label: 'Correo electrónico', text: contact.email ? 'No contactar (no se muestra)' : '(sin correo)' },
    ]
  }
  // Phone, walk-in and voice leads may lack a last name, e-mail or phone.
  return [
    contact.phone
      ? { label: 'Teléfono', text: contact.phone, href: telHref(contact.phone) }
      : { label: 'Teléfono', text: '(sin teléfono)' },
    contact.email
      ? { label: 'Correo electrónico', text: contact.email, href: `mailto:${contact.email}` }
      : { label: 'Correo electrónico', text: '(sin correo)' },
  ]
}

/** The flags staff must see before acting: 'No contactar' and a possible duplicate. */
export function flagRows(contact: ContactForEmail, { adminUrl, timeZone }: EmailSettings): Row[] {
  const rows: Row[] = []
  if (contact.doNotContact) {
    const since = contact.doNotContactAt ? ` desde el ${spanishDateTime(contact.doNotContactAt, timeZone)}` : ''
    const channel = contact.doNotContactChannel ? ` (${optOutChannelLabel(contact.doNotContactChannel)})` : ''
    const by = contact.doNotContactBy ? `; registrado por ${contact.doNotContactBy}` : ''
    rows.push({ label: 'No contactar', text: `Sí: pidió no ser contactado${since}${channel}${by}.` })
  }
  const original = relationId(contact.duplicateOf)
  if (original !== null) {
    rows.push({
      label: 'Posible duplicado de',
      text: `el cliente n.º ${original} (mismo teléfono o correo)`,
      href: `${adminUrl}/admin/collections/contacts/${original}`,
    })
  }
  return rows
}

function rowsFor(contact: ContactForEmail, settings: EmailSettings): Row[] {
  const insurance = insuranceTypeOptions.find((option) => option.value === contact.insuranceType)?.label ?? 'Sin especificar'
  const { timeZone } = settings
  return [
    ...flagRows(contact, settings),
    { label: 'Nombre', text: fullNameOf(contact) },
    ...reachRows(contact),
    { label: 'Tipo de seguro', text: insurance },
    { label: 'Mensaje', text: contact.message || '(sin mensaje)' },
    { label: 'Recibido', text: spanishDateTime(contact.createdAt, timeZone) },
    { label: 'Origen', text: contact.source ? leadSourceLabel(contact.source) : 'Sin especificar' },
    { label: 'Consentimiento', text: contact.consentAt ? spanishDateTime(contact.consentAt, timeZone) : 'No registrado' },
  ]
}

/** A row's value as HTML: escaped, and linked where it has somewhere to go. */
export function htmlValue({ text, href }: Row): string {
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>` : escapeHtml(text)
}

function htmlRow(row: Row): string {
  return `<tr><th align="left" valign="top">${row.label}</th><td style="white-space:pre-wrap">${htmlValue(row)}</td></tr>`
}

/**
 * The staff notification for a new contact: what staff need to call back, in Spanish, with
 * dates on the agency's clock, and first the flags ('No contactar', possible duplicate). A reply
 * goes to the lead, unless the lead is 'No contactar'; every visitor value is escaped in the HTML.
 */
export function contactNotificationEmail(contact: ContactForEmail, settings: EmailSettings) {
  const rows = rowsFor(contact, settings)
  const howToAnswer = contact.doNotContact
    ? 'NO CONTACTAR: esta persona pidió no ser contactada. No la llame ni le escriba.'
    : contact.email
      ? 'Responda a este correo para escribirle.'
      : 'Sin email: llame al teléfono.'
  const link = `${settings.adminUrl}/admin/collections/contacts/${contact.id}`
  // A reply would write to the person: none for a lead on the 'no contactar' list.
  const replyTo = contact.email && !contact.doNotContact ? { replyTo: contact.email } : {}
  return {
    subject: `${contact.doNotContact ? 'Nuevo contacto (No contactar)' : 'Nuevo contacto'}: ${fullNameOf(contact)}`,
    ...replyTo,
    text:
      `Nuevo contacto desde el sitio web. ${howToAnswer}\n\n` +
      `${rows.map(({ label, text }) => `${label}: ${text}`).join('\n')}\n\nVer en el panel: ${link}`,
    html:
      `<h1>Nuevo contacto desde el sitio web</h1><p>${howToAnswer}</p><table>` +
      rows.map(htmlRow).join('') +
      `</table><p><a href="${escapeHtml(link)}">Ver en el panel</a></p>`,
  }
}
