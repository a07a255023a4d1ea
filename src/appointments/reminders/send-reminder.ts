import type { Payload } from 'payload'

import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { agencyEmailSettings } from '../emails/agency-email-settings'
import { agentMeetingLinkOf } from '../read/appointment-view'
import { reminderChannels } from './reminder-channels'
import { claimReminder, releaseReminder } from './reminder-claim'
import { channelsAlreadySent, logSentReminder } from './reminder-log'
import type { ReminderOffset } from './reminder-offsets'

export type ReminderInput = { appointmentId: number; offset: ReminderOffset; startsAt: string }

export type ReminderResult =
  | 'sent'
  | 'already-sent'
  | 'appointment-deleted'
  | 'not-scheduled'
  | 'moved'
  | 'too-late'
  | 'do-not-contact'
  | 'no-channel'

const sameTime = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime()

/**
 * Sends one reminder of an appointment, if it still applies: the appointment is still scheduled,
 * at the time the job was queued for (a moved one has newer jobs), it has not begun, and its lead
 * can be reached (not «No contactar», and some channel reaches them). Each channel that carries it
 * is noted (reminder-log.ts); when one fails the job is retried, and those already sent are skipped.
 */
export async function sendReminder(payload: Payload, { appointmentId, offset, startsAt }: ReminderInput): Promise<ReminderResult> {
  // Lead and agent populated: the lead is who is reached, the agent may have their own video-call link.
  const appointment = await payload.findByID({ collection: 'appointments', id: appointmentId, depth: 1, disableErrors: true })
  if (!appointment) return 'appointment-deleted'
  if (appointment.status !== SCHEDULED_APPOINTMENT_STATUS) return 'not-scheduled'
  if (!sameTime(appointment.startsAt, startsAt)) return 'moved'
  if (Date.now() >= new Date(appointment.startsAt).getTime()) return 'too-late'
  const lead =
    typeof appointment.lead === 'object'
      ? appointment.lead
      : await payload.findByID({ collection: 'contacts', id: appointment.lead, depth: 0 })
  if (lead.doNotContact) return 'do-not-contact'
  const reached = await Promise.all(reminderChannels.map((channel) => channel.reaches(payload, lead)))
  const channels = reminderChannels.filter((_channel, index) => reached[index])
  if (channels.length === 0) return 'no-channel'
  if (!(await claimReminder(payload, appointment.id, offset, appointment.startsAt))) return 'already-sent'
  try {
    const agency = await agencyEmailSettings(payload)
    const agentMeetingLink = agentMeetingLinkOf(appointment.assignedTo)
    const sent = { appointmentId: appointment.id, offset, startsAt: new Date(appointment.startsAt).toISOString() }
    const already = await channelsAlreadySent(payload, sent)
    for (const channel of channels) {
      if (already.has(channel.name)) continue
      await logSentReminder(
        payload,
        sent,
        channel.name,
        await channel.send(payload, { appointment: { ...appointment, agentMeetingLink }, lead, agency, offset }),
      )
    }
  } catch (error) {
    await releaseReminder(payload, appointment.id, offset)
    throw error
  }
  return 'sent'
}
