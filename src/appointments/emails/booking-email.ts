import { type ContactForEmail, type EmailSettings, escapeHtml, flagRows, htmlValue, reachRows } from '@/leads/public'
import { bookingCopy } from '../../copy/booking'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { isPlainFirstName } from '../../lib/person-name'
import { spanishDateTime } from '../../lib/spanish-time'
import { appointmentKindLabel } from '../appointment-options'
import { invitationIcs } from './invitation'

export type BookedAppointment = {
  id: number
  startsAt: string
  endsAt: string
  kind: string
  topic: string
  lead: { id: number; firstName: string; lastName?: string | null; phone?: string | null; email?: string | null }
}

/** The agency's side of a booking e-mail. */
export type AgencyEmailSettings = {
  timeZone: string
  siteUrl: string
  agencyName: string
  agencyEmail: string
  address: string
}

/** The visitor's e-mail also carries their link to change or cancel. */
export type BookingEmailSettings = AgencyEmailSettings & { manageUrl: string }

const topicLabel = (topic: string) => insuranceTypeOptions.find((option) => option.value === topic)?.label ?? topic
const fullName = (lead: Pick<ContactForEmail, 'firstName' | 'lastName'>) => [lead.firstName, lead.lastName].filter(Boolean).join(' ')

/** The invitation; its description points where its reader acts: the visitor's link, or the lead in the panel for staff. */
function attachment(appointment: BookedAppointment, settings: AgencyEmailSettings, link: { label: string; url: string }) {
  const kind = appointmentKindLabel(appointment.kind)
  const ics = invitationIcs({
    uid: `cita-${appointment.id}@${new URL(settings.siteUrl).hostname || 'agencia.example'}`,
    startsAt: new Date(appointment.startsAt),
    endsAt: new Date(appointment.endsAt),
    timeZone: settings.timeZone,
    summary: bookingCopy.email.eventSummary(kind, topicLabel(appointment.topic)),
    description: `${link.label} ${link.url}`,
    location: appointment.kind === 'oficina' ? settings.address : undefined,
    url: link.url,
    organizer: { name: settings.agencyName || 'Agencia', email: settings.agencyEmail || 'no-reply@agencia.example' },
  })
  return { filename: 'cita.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }
}

function rows(appointment: BookedAppointment, settings: AgencyEmailSettings): [string, string][] {
  return [
    [bookingCopy.confirmed.when, spanishDateTime(appointment.startsAt, settings.timeZone)],
    [bookingCopy.confirmed.kind, appointmentKindLabel(appointment.kind)],
    [bookingCopy.confirmed.topic, topicLabel(appointment.topic)],
  ]
}

const textRows = (list: [string, string][]) => list.map(([label, value]) => `${label}: ${value}`).join('\n')
const htmlRow = ([label, value]: [string, string]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
const htmlRows = (list: [string, string][]) => `<table>${list.map(htmlRow).join('')}</table>`
const htmlLink = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

/**
 * To the visitor: when, what, the link to change or cancel, and the invitation. Of what the visitor
 * typed, only a first name that is a name (person-name.ts): the address may be anyone's.
 */
export function visitorBookingEmail(appointment: BookedAppointment, settings: BookingEmailSettings) {
  const list = rows(appointment, settings)
  const when = spanishDateTime(appointment.startsAt, settings.timeZone)
  const { firstName } = appointment.lead
  const intro = isPlainFirstName(firstName) ? bookingCopy.email.visitorIntro(firstName.trim()) : bookingCopy.email.visitorIntroNoName
  return {
    subject: bookingCopy.email.visitorSubject(when),
    text: `${intro}\n\n${textRows(list)}\n\n${bookingCopy.email.manage} ${settings.manageUrl}\n\n${bookingCopy.email.calendar}`,
    html:
      `<p>${escapeHtml(intro)}</p>${htmlRows(list)}` +
      `<p>${escapeHtml(bookingCopy.email.manage)} ${htmlLink(settings.manageUrl, bookingCopy.confirmed.manageLink)}</p>` +
      `<p>${escapeHtml(bookingCopy.email.calendar)}</p>`,
    attachments: [attachment(appointment, settings, { label: bookingCopy.email.manage, url: settings.manageUrl })],
  }
}

/**
 * To staff, the one e-mail about a lead who booked on the site (sent as the lead's staff
 * notification, src/leads/notifications/deliver.ts): the flags first, who and how to reach them
 * (no links for a 'No contactar' lead), when and what, the lead in the panel, and the invitation.
 * Not the visitor's link: it is theirs alone.
 */
export function staffBookingEmail(appointment: BookedAppointment, contact: ContactForEmail, settings: AgencyEmailSettings & EmailSettings) {
  const name = fullName(contact)
  const when = spanishDateTime(appointment.startsAt, settings.timeZone)
  const adminLink = `${settings.adminUrl}/admin/collections/contacts/${contact.id}`
  const people = [...flagRows(contact, settings), { label: 'Nombre', text: name }, ...reachRows(contact)]
  const list = rows(appointment, settings)
  const htmlPeople = people.map((row) => `<tr><th align="left">${escapeHtml(row.label)}</th><td>${htmlValue(row)}</td></tr>`)
  return {
    subject: bookingCopy.email.staffSubject(name, when),
    ...(contact.email && !contact.doNotContact ? { replyTo: contact.email } : {}),
    text:
      `${bookingCopy.email.staffIntro}\n\n${textRows(people.map((row) => [row.label, row.text]))}\n${textRows(list)}\n\n` +
      `Ver en el panel: ${adminLink}`,
    html:
      `<p>${escapeHtml(bookingCopy.email.staffIntro)}</p><table>${htmlPeople.join('')}${list.map(htmlRow).join('')}</table>` +
      `<p>${htmlLink(adminLink, 'Ver en el panel')}</p>`,
    attachments: [attachment(appointment, settings, { label: 'Ver en el panel:', url: adminLink })],
  }
}
