import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'

/**
 * An appointment as the booking pages and every e-mail about it show it, with its lead: the one
 * shape for the manage page (read/booking.ts) and the e-mails (emails/, notices/). Read at depth 1;
 * null when the appointment or its lead is gone.
 */
export type AppointmentView = {
  id: number
  startsAt: string
  endsAt: string
  kind: string
  topic: string
  status: Appointment['status']
  /** The invitation's revision (iCalendar SEQUENCE). */
  sequence: number
  /** Whether the client holds a link to change or cancel it (web bookings). */
  hasManageLink: boolean
  assignedTo: number | null
  /** The attending agent's own video-call link, if they set one. */
  agentMeetingLink: string | null
  /** The attending agent's account e-mail (staff notices reach them too). */
  agentEmail: string | null
  lead: {
    id: number
    firstName: string
    lastName?: string | null
    phone?: string | null
    email?: string | null
    doNotContact?: boolean | null
  }
}

export function appointmentView(appointment: Appointment | null | undefined): AppointmentView | null {
  if (!appointment || typeof appointment.lead !== 'object' || !appointment.lead) return null
  const { lead, assignedTo } = appointment
  return {
    id: appointment.id,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    kind: appointment.kind,
    topic: appointment.topic,
    status: appointment.status,
    sequence: appointment.sequence ?? 0,
    hasManageLink: Boolean(appointment.manageTokenHash),
    assignedTo: relationId(assignedTo),
    agentMeetingLink: agentMeetingLinkOf(assignedTo),
    agentEmail: (typeof assignedTo === 'object' && assignedTo?.email) || null,
    lead: {
      id: lead.id,
      firstName: lead.firstName,
      lastName: lead.lastName,
      phone: lead.phone,
      email: lead.email,
      doNotContact: lead.doNotContact,
    },
  }
}

/** The attending agent's own video-call link (their account), when the agent is populated and set one. */
export const agentMeetingLinkOf = (assignedTo: Appointment['assignedTo']): string | null =>
  (typeof assignedTo === 'object' && assignedTo?.meetingLink?.trim()) || null
