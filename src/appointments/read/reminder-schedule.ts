import type { Payload, TypedUser } from 'payload'

import { textsRefused } from '@/leads/public'

import { relationId } from '../../lib/relation-id'
import { twilioSettings } from '../../lib/server/twilio-settings'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { type PlanLine, reminderPlan } from '../reminders/reminder-plan'

/**
 * When the appointment got its current time: its booking, or the history line of the move that
 * set it (src/appointments/hooks/record-appointment-history.ts), whichever came last.
 */
async function timeSetAt(payload: Payload, appointment: { createdAt: string; startsAt: string }, leadId: number | null) {
  if (!leadId) return appointment.createdAt
  const { docs } = await payload.find({
    collection: 'lead-events',
    where: {
      and: [
        { contact: { equals: leadId } },
        { kind: { equals: 'cita' } },
        { appointmentAction: { in: ['agendada', 'movida'] } },
        { toStartsAt: { equals: appointment.startsAt } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  const moved = docs[0]?.createdAt
  return moved && Date.parse(moved) > Date.parse(appointment.createdAt) ? moved : appointment.createdAt
}

/** An appointment's reminders for staff (the «Recordatorios» field): when each goes or went, how, or why not. Null when not readable. */
export async function appointmentReminderSchedule(payload: Payload, user: TypedUser, appointmentId: number): Promise<PlanLine[] | null> {
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: appointmentId,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!appointment) return null
  const leadId = relationId(appointment.lead)
  const lead = leadId
    ? await payload.findByID({
        collection: 'contacts',
        id: leadId,
        depth: 0,
        select: { email: true, phone: true, textingConsent: true, doNotContact: true },
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const leadSeen = lead && { ...lead, textsRefused: await textsRefused(payload, lead.phone) }
  const { docs: sent } = await payload.find({
    collection: 'reminder-messages',
    where: { appointment: { equals: appointment.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return reminderPlan({
    appointment,
    timeSetAt: await timeSetAt(payload, appointment, leadId),
    lead: leadSeen,
    textsConfigured: twilioSettings().state === 'on',
    sent,
    now: new Date(),
    timeZone: await loadAgencyTimeZone(payload),
  })
}
