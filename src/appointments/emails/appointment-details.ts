import { escapeHtml } from '@/leads/public'
import { noticeCopy } from '../../copy/appointment-notices'
import { bookingCopy } from '../../copy/booking'
import { insuranceTypeOptions } from '../../lib/insurance-types'
import { spanishDateTime } from '../../lib/spanish-time'
import { appointmentKindLabel } from '../appointment-options'
import type { AppointmentView } from '../read/appointment-view'
import { type Invitation, invitationContentType, invitationIcs } from './invitation'

/** The agency's side of an appointment e-mail (emails/agency-settings.ts reads it). */
export type AgencyEmailSettings = {
  timeZone: string
  siteUrl: string
  agencyName: string
  /** The invitation's organizer. */
  agencyEmail: string
  address: string
  phone: string
  officeHours: string
  /** Where a client's answer goes (Reply-To). */
  replyTo: string
  /** The agency's video-call link; an agent's own comes first. */
  meetingLink: string
}

export const topicLabel = (topic: string) => insuranceTypeOptions.find((option) => option.value === topic)?.label ?? topic
export const fullName = (lead: { firstName: string; lastName?: string | null }) => [lead.firstName, lead.lastName].filter(Boolean).join(' ')

/** A «Videollamada»'s link: the attending agent's own, else the agency's; none for other kinds. */
export const meetingLinkOf = (
  appointment: Pick<AppointmentView, 'kind' | 'agentMeetingLink'>,
  settings: AgencyEmailSettings,
): string | null => (appointment.kind === 'video' ? appointment.agentMeetingLink || settings.meetingLink || null : null)

export type DetailRow = [label: string, value: string]

/** When, how, about what, and where: the meeting link for a video call, the address for the office. */
export function detailRows(appointment: AppointmentView, settings: AgencyEmailSettings): DetailRow[] {
  const rows: DetailRow[] = [
    [bookingCopy.confirmed.when, spanishDateTime(appointment.startsAt, settings.timeZone)],
    [bookingCopy.confirmed.kind, appointmentKindLabel(appointment.kind)],
    [bookingCopy.confirmed.topic, topicLabel(appointment.topic)],
  ]
  const meetingLink = meetingLinkOf(appointment, settings)
  if (meetingLink) rows.push([noticeCopy.rows.meetingLink, meetingLink])
  if (appointment.kind === 'oficina' && settings.address) rows.push([noticeCopy.rows.address, settings.address])
  return rows
}

export const textRows = (list: DetailRow[]) => list.map(([label, value]) => `${label}: ${value}`).join('\n')
const htmlRow = ([label, value]: DetailRow) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
export const htmlRowsOnly = (list: DetailRow[]) => list.map(htmlRow).join('')
export const htmlRows = (list: DetailRow[]) => `<table>${htmlRowsOnly(list)}</table>`
export const htmlLink = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

type Audience = { kind: 'client'; email?: string | null } | { kind: 'staff'; clientName: string }

/**
 * The invitation attached to an appointment e-mail. Its description points where its reader acts
 * (`link`: the visitor's manage link, or the lead in the panel for staff, never the other's).
 * The client's title says what it is about; staff's names the client. A video call's LOCATION
 * and URL are its meeting link; the office's LOCATION its address.
 */
export function invitationAttachment(
  appointment: AppointmentView,
  settings: AgencyEmailSettings,
  {
    audience,
    link,
    method = 'publish',
  }: { audience: Audience; link: { label: string; url: string } | null; method?: Invitation['method'] },
) {
  const kind = appointmentKindLabel(appointment.kind)
  const topic = topicLabel(appointment.topic)
  const meetingLink = meetingLinkOf(appointment, settings)
  const description = [link && `${link.label} ${link.url}`, meetingLink && `${noticeCopy.rows.meetingLink}: ${meetingLink}`]
  const ics = invitationIcs({
    uid: `cita-${appointment.id}@${new URL(settings.siteUrl).hostname || 'agencia.example'}`,
    startsAt: new Date(appointment.startsAt),
    endsAt: new Date(appointment.endsAt),
    timeZone: settings.timeZone,
    summary:
      audience.kind === 'staff'
        ? noticeCopy.staffEventSummary(audience.clientName, kind, topic)
        : bookingCopy.email.eventSummary(kind, topic),
    description: description.filter(Boolean).join('\n'),
    location: meetingLink ?? (appointment.kind === 'oficina' ? settings.address : undefined),
    url: meetingLink ?? link?.url ?? settings.siteUrl,
    organizer: { name: settings.agencyName || 'Agencia', email: settings.agencyEmail || 'no-reply@agencia.example' },
    method,
    sequence: appointment.sequence,
    attendee: audience.kind === 'client' && audience.email ? { email: audience.email } : undefined,
  })
  return { filename: 'cita.ics', content: ics, contentType: invitationContentType(method) }
}
