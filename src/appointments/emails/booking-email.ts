import { bookingCopy } from '../../copy/booking'
import { escapeHtml } from '../../leads/notifications/staff-email'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { appointmentKindLabel } from '../appointment-options'
import { appointmentWhen } from '../appointment-time'
import { invitationIcs } from './invitation'

export type BookedAppointment = {
  id: number
  startsAt: string
  endsAt: string
  kind: string
  topic: string
  lead: { id: number; firstName: string; lastName?: string | null; phone?: string | null; email?: string | null }
}

export type BookingEmailSettings = {
  timeZone: string
  siteUrl: string
  agencyName: string
  agencyEmail: string
  address: string
  manageUrl: string
}

const topicLabel = (topic: string) => insuranceTypeOptions.find((option) => option.value === topic)?.label ?? topic
const fullName = (lead: BookedAppointment['lead']) => [lead.firstName, lead.lastName].filter(Boolean).join(' ')

function attachment(appointment: BookedAppointment, settings: BookingEmailSettings) {
  const kind = appointmentKindLabel(appointment.kind)
  const ics = invitationIcs({
    uid: `cita-${appointment.id}@${new URL(settings.siteUrl).hostname || 'agencia.example'}`,
    startsAt: new Date(appointment.startsAt),
    endsAt: new Date(appointment.endsAt),
    timeZone: settings.timeZone,
    summary: bookingCopy.email.eventSummary(kind, topicLabel(appointment.topic)),
    description: `${bookingCopy.email.manage} ${settings.manageUrl}`,
    location: appointment.kind === 'oficina' ? settings.address : undefined,
    url: settings.manageUrl,
    organizer: { name: settings.agencyName || 'Agencia', email: settings.agencyEmail || 'no-reply@agencia.example' },
  })
  return { filename: 'cita.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }
}

function rows(appointment: BookedAppointment, settings: BookingEmailSettings): [string, string][] {
  return [
    [bookingCopy.confirmed.when, appointmentWhen(appointment.startsAt, settings.timeZone)],
    [bookingCopy.confirmed.kind, appointmentKindLabel(appointment.kind)],
    [bookingCopy.confirmed.topic, topicLabel(appointment.topic)],
  ]
}

const textRows = (list: [string, string][]) => list.map(([label, value]) => `${label}: ${value}`).join('\n')
const htmlRow = ([label, value]: [string, string]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
const htmlRows = (list: [string, string][]) => `<table>${list.map(htmlRow).join('')}</table>`
const htmlLink = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

/** To the visitor: when, what, the link to change or cancel, and the invitation. */
export function visitorBookingEmail(appointment: BookedAppointment, settings: BookingEmailSettings) {
  const list = rows(appointment, settings)
  const when = appointmentWhen(appointment.startsAt, settings.timeZone)
  const intro = bookingCopy.email.visitorIntro(appointment.lead.firstName)
  return {
    subject: bookingCopy.email.visitorSubject(when),
    text: `${intro}\n\n${textRows(list)}\n\n${bookingCopy.email.manage} ${settings.manageUrl}\n\n${bookingCopy.email.calendar}`,
    html:
      `<p>${escapeHtml(intro)}</p>${htmlRows(list)}` +
      `<p>${escapeHtml(bookingCopy.email.manage)} ${htmlLink(settings.manageUrl, bookingCopy.confirmed.manageLink)}</p>` +
      `<p>${escapeHtml(bookingCopy.email.calendar)}</p>`,
    attachments: [attachment(appointment, settings)],
  }
}

/** To staff: who, when, what, how to reach them, the lead in the admin, and the invitation. */
export function staffBookingEmail(appointment: BookedAppointment, settings: BookingEmailSettings) {
  const name = fullName(appointment.lead)
  const when = appointmentWhen(appointment.startsAt, settings.timeZone)
  const adminLink = `${settings.siteUrl}/admin/collections/contacts/${appointment.lead.id}`
  const list: [string, string][] = [
    ['Nombre', name],
    ['Teléfono', appointment.lead.phone || '(sin teléfono)'],
    ['Email', appointment.lead.email || '(sin email)'],
    ...rows(appointment, settings),
  ]
  return {
    subject: bookingCopy.email.staffSubject(name, when),
    ...(appointment.lead.email ? { replyTo: appointment.lead.email } : {}),
    text: `${bookingCopy.email.staffIntro}\n\n${textRows(list)}\n\nVer en el panel: ${adminLink}`,
    html: `<p>${escapeHtml(bookingCopy.email.staffIntro)}</p>${htmlRows(list)}<p>${htmlLink(adminLink, 'Ver en el panel')}</p>`,
    attachments: [attachment(appointment, settings)],
  }
}
