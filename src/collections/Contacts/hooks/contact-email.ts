import { insuranceTypeOptions } from '../../../lib/insurance-types'
import type { Contact } from '../../../payload-types'

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character])
}

type ContactForEmail = Pick<Contact, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'insuranceType' | 'message' | 'consentAt'>

/** The staff notification for a new contact; every visitor value is escaped in the HTML. */
export function contactNotificationEmail(contact: ContactForEmail, adminUrl: string) {
  const insurance = insuranceTypeOptions.find((option) => option.value === contact.insuranceType)?.label ?? 'Sin especificar'
  // Phone, walk-in and voice leads may lack a last name, e-mail or phone.
  const fullName = [contact.firstName, contact.lastName].filter(Boolean).join(' ')
  const rows: [string, string][] = [
    ['Nombre', fullName],
    ['Email', contact.email || '(sin email)'],
    ['Teléfono', contact.phone || '(sin teléfono)'],
    ['Tipo de seguro', insurance],
    ['Mensaje', contact.message || '(sin mensaje)'],
    ['Consentimiento', contact.consentAt ?? ''],
  ]
  const link = `${adminUrl}/admin/collections/contacts/${contact.id}`
  return {
    subject: `Nuevo contacto: ${fullName}`,
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nVer en el panel: ${link}`,
    html:
      `<h1>Nuevo contacto desde el sitio web</h1><table>` +
      rows
        .map(([label, value]) => `<tr><th align="left">${label}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
        .join('') +
      `</table><p><a href="${escapeHtml(link)}">Ver en el panel</a></p>`,
  }
}
