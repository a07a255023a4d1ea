import { type ContactForEmail, type EmailSettings, escapeHtml, flagRows, htmlValue, reachRows } from '@/leads/public'
import { bookingCopy } from '../../copy/booking'
import { isPlainFirstName } from '../../lib/person-name'
import { spanishDateTime } from '../../lib/spanish-time'
import type { AppointmentView } from '../read/appointment-view'
import { agencyFooter, clientReplyTo } from './agency-footer'
import {
  type AgencyEmailSettings,
  detailRows,
  fullName,
  htmlLink,
  htmlRows,
  htmlRowsOnly,
  invitationAttachment,
  textRows,
} from './appointment-details'

/** The visitor's e-mail also carries their link to change or cancel. */
export type BookingEmailSettings = AgencyEmailSettings & { manageUrl: string }

/**
 * To the visitor: when, what, the link to change or cancel, the invitation and the agency's
 * footer; answers go to the agency. Of what the visitor typed, only a first name that is a name
 * (person-name.ts): the address may be anyone's.
 */
export function visitorBookingEmail(appointment: AppointmentView, settings: BookingEmailSettings) {
  const list = detailRows(appointment, settings)
  const when = spanishDateTime(appointment.startsAt, settings.timeZone)
  const { firstName } = appointment.lead
  const intro = isPlainFirstName(firstName) ? bookingCopy.email.visitorIntro(firstName.trim()) : bookingCopy.email.visitorIntroNoName
  const footer = agencyFooter(settings)
  return {
    subject: bookingCopy.email.visitorSubject(when),
    ...clientReplyTo(settings),
    text:
      `${intro}\n\n${textRows(list)}\n\n${bookingCopy.email.manage} ${settings.manageUrl}\n\n${bookingCopy.email.calendar}\n\n` +
      footer.text,
    html:
      `<p>${escapeHtml(intro)}</p>${htmlRows(list)}` +
      `<p>${escapeHtml(bookingCopy.email.manage)} ${htmlLink(settings.manageUrl, bookingCopy.confirmed.manageLink)}</p>` +
      `<p>${escapeHtml(bookingCopy.email.calendar)}</p>${footer.html}`,
    attachments: [
      invitationAttachment(appointment, settings, {
        audience: { kind: 'client' },
        link: { label: bookingCopy.email.manage, url: settings.manageUrl },
      }),
    ],
  }
}

/**
 * To staff, the one e-mail about a lead who booked on the site (sent as the lead's staff
 * notification, src/leads/notifications/deliver.ts): the flags first, who and how to reach them
 * (no links for a 'No contactar' lead), when and what, the lead in the panel, and the invitation
 * titled with the client's name. Not the visitor's link: it is theirs alone.
 */
export function staffBookingEmail(appointment: AppointmentView, contact: ContactForEmail, settings: AgencyEmailSettings & EmailSettings) {
  const name = fullName(contact)
  const when = spanishDateTime(appointment.startsAt, settings.timeZone)
  const adminLink = `${settings.adminUrl}/admin/collections/contacts/${contact.id}`
  const people = [...flagRows(contact, settings), { label: 'Nombre', text: name }, ...reachRows(contact)]
  const list = detailRows(appointment, settings)
  const htmlPeople = people.map((row) => `<tr><th align="left">${escapeHtml(row.label)}</th><td>${htmlValue(row)}</td></tr>`)
  return {
    subject: bookingCopy.email.staffSubject(name, when),
    ...(contact.email && !contact.doNotContact ? { replyTo: contact.email } : {}),
    text:
      `${bookingCopy.email.staffIntro}\n\n${textRows(people.map((row) => [row.label, row.text]))}\n${textRows(list)}\n\n` +
      `Ver en el panel: ${adminLink}`,
    html:
      `<p>${escapeHtml(bookingCopy.email.staffIntro)}</p><table>${htmlPeople.join('')}${htmlRowsOnly(list)}</table>` +
      `<p>${htmlLink(adminLink, 'Ver en el panel')}</p>`,
    attachments: [
      invitationAttachment(appointment, settings, {
        audience: { kind: 'staff', clientName: name },
        link: { label: 'Ver en el panel:', url: adminLink },
      }),
    ],
  }
}
