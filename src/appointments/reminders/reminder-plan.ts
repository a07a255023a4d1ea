import { reminderPlanCopy as copy } from '../../copy/reminder-plan'
import { spanishDateTime } from '../../lib/spanish-time'
import { appointmentStatusLabel, SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { type ReminderChannelName, textStatusLabel } from './reminder-deliveries'
import { type ReminderOffset, reminderDueAt, reminderOffsets } from './reminder-offsets'

export type PlanInput = {
  appointment: { status: string; startsAt: string }
  /** When the appointment got its current time (booked, or last moved): a reminder due before then was never queued. */
  timeSetAt: string
  lead: {
    email?: string | null
    phone?: string | null
    textingConsent?: boolean | null
    doNotContact?: boolean | null
    /** Its number is on «No contactar» for texts (a STOP reply): src/leads/desk/texts-refused.ts. */
    textsRefused?: boolean
  } | null
  textsConfigured: boolean
  sent: { offset: string; channel: string; startsAt: string; createdAt: string; status?: string | null }[]
  now: Date
  timeZone: string
}

export type PlanState = 'sent' | 'scheduled' | 'pending' | 'not-sent'

/** What staff read of one reminder: a headline (will go, went, or why not) and notes on the channels. */
export type PlanLine = { offset: ReminderOffset; label: string; state: PlanState; text: string; notes: string[] }

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime()

/** The channels that would carry a reminder to this lead now, and why each other one would not. */
function reach(lead: NonNullable<PlanInput['lead']>, textsConfigured: boolean) {
  const channels: ReminderChannelName[] = []
  const notes: string[] = []
  if (lead.email) channels.push('email')
  else notes.push(copy.noEmail)
  if (!lead.textingConsent) notes.push(copy.noTextingConsent)
  else if (!lead.phone) notes.push(copy.noPhone)
  else if (lead.textsRefused) notes.push(copy.textsRefused)
  else if (!textsConfigured) notes.push(copy.textsOff)
  else channels.push('sms')
  return { channels, notes }
}

function lineFor(offset: ReminderOffset, hours: number, input: PlanInput): Omit<PlanLine, 'offset' | 'label'> {
  const { appointment, lead, now, timeZone } = input
  const dueAt = reminderDueAt(appointment.startsAt, offset)
  const when = (instant: string | Date) => spanishDateTime(instant, timeZone)
  const sent = input.sent.filter((row) => row.offset === offset && sameInstant(row.startsAt, appointment.startsAt))
  if (sent.length > 0) {
    const notes = sent.map((row) =>
      row.channel === 'sms' ? copy.sentText(when(row.createdAt), textStatusLabel(row.status)) : copy.sentEmail(when(row.createdAt)),
    )
    const allFailed = sent.every((row) => row.status === 'failed')
    return { state: allFailed ? 'not-sent' : 'sent', text: allFailed ? copy.failed : copy.sent, notes }
  }
  if (appointment.status !== SCHEDULED_APPOINTMENT_STATUS)
    return { state: 'not-sent', text: copy.notScheduled(appointment.status, appointmentStatusLabel(appointment.status)), notes: [] }
  if (dueAt.getTime() <= new Date(input.timeSetAt).getTime()) return { state: 'not-sent', text: copy.bookedTooLate(hours), notes: [] }
  if (!lead) return { state: 'not-sent', text: copy.noLead, notes: [] }
  if (lead.doNotContact) return { state: 'not-sent', text: copy.doNotContact, notes: [] }
  const { channels, notes } = reach(lead, input.textsConfigured)
  if (channels.length === 0) return { state: 'not-sent', text: copy.unreachable, notes }
  if (dueAt.getTime() > now.getTime()) return { state: 'scheduled', text: copy.willGo(when(dueAt), channels), notes }
  if (now.getTime() < new Date(appointment.startsAt).getTime()) return { state: 'pending', text: copy.pending(when(dueAt)), notes }
  return { state: 'not-sent', text: copy.notSentInTime(when(dueAt)), notes }
}

/**
 * When each reminder of an appointment goes (or went), on which channels, or why not: what the
 * appointment's «Recordatorios» field shows (src/appointments/admin/ReminderSchedule.tsx). Pure.
 */
export function reminderPlan(input: PlanInput): PlanLine[] {
  return reminderOffsets.map(({ key, hours }) => ({ offset: key, label: copy.label[key], ...lineFor(key, hours, input) }))
}
