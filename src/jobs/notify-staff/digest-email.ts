import { escapeHtml } from '../../collections/Contacts/hooks/contact-email'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { leadSourceLabel } from '../../lib/lead-sources'
import { telHref } from '../../lib/phone'
import { formatSpanishDateTime } from '../../lib/time-zone'
import type { Contact } from '../../payload-types'

type ContactInDigest = Pick<Contact, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'insuranceType' | 'createdAt' | 'source'>

type DigestSettings = { adminUrl: string; timeZone: string }

const fullNameOf = (contact: ContactInDigest) => [contact.firstName, contact.lastName].filter(Boolean).join(' ')
const insuranceOf = (contact: ContactInDigest) =>
  insuranceTypeOptions.find((option) => option.value === contact.insuranceType)?.label ?? 'Sin especificar'

/**
 * One e-mail for many contacts that arrived close together (a flood: src/jobs/notify-staff/
 * sweep.ts): a line per contact with what staff need to call back and the link to it in the
 * panel. Every visitor value is escaped in the HTML.
 */
export function contactDigestEmail(contacts: ContactInDigest[], { adminUrl, timeZone }: DigestSettings) {
  const linkOf = (contact: ContactInDigest) => `${adminUrl}/admin/collections/contacts/${contact.id}`
  const intro =
    `Llegaron ${contacts.length} contactos nuevos en pocos minutos. Para que los avisos no se retrasen, van juntos en ` +
    'este correo. Si muchos parecen falsos (nombres o mensajes repetidos), puede tratarse de un envío masivo.'
  const textLine = (contact: ContactInDigest) =>
    [
      fullNameOf(contact),
      contact.phone || '(sin teléfono)',
      contact.email || '(sin email)',
      insuranceOf(contact),
      `Recibido: ${formatSpanishDateTime(contact.createdAt, timeZone)}`,
      `Origen: ${contact.source ? leadSourceLabel(contact.source) : 'Sin especificar'}`,
      linkOf(contact),
    ].join(' · ')
  const htmlRow = (contact: ContactInDigest) => {
    const phone = contact.phone ? `<a href="${escapeHtml(telHref(contact.phone))}">${escapeHtml(contact.phone)}</a>` : '(sin teléfono)'
    const email = contact.email ? `<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>` : '(sin email)'
    return (
      `<tr><td><a href="${escapeHtml(linkOf(contact))}">${escapeHtml(fullNameOf(contact))}</a></td><td>${phone}</td>` +
      `<td>${email}</td><td>${escapeHtml(insuranceOf(contact))}</td>` +
      `<td>${escapeHtml(formatSpanishDateTime(contact.createdAt, timeZone))}</td></tr>`
    )
  }
  return {
    subject: `${contacts.length} contactos nuevos`,
    text: `${intro}\n\n${contacts.map(textLine).join('\n')}\n`,
    html:
      `<h1>${contacts.length} contactos nuevos</h1><p>${escapeHtml(intro)}</p><table>` +
      '<tr><th align="left">Nombre</th><th align="left">Teléfono</th><th align="left">Email</th>' +
      '<th align="left">Tipo de seguro</th><th align="left">Recibido</th></tr>' +
      `${contacts.map(htmlRow).join('')}</table>`,
  }
}
