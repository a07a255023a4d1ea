import type { Payload } from 'payload'

import type { Appointment, Contact } from '../../payload-types'
import type { ReminderOffset } from './reminder-offsets'

/** Everything a reminder says, whatever carries it. */
export type Reminder = {
  appointment: Pick<Appointment, 'id' | 'startsAt' | 'kind' | 'topic'>
  lead: Pick<Contact, 'firstName' | 'email' | 'phone'>
  agency: { agencyName: string; phone: string; address: string; timeZone: string }
  offset: ReminderOffset
}

/**
 * One way to reach the person: e-mail today; SMS or WhatsApp are further channels with the same
 * two questions (can it reach this lead? send this reminder), listed in reminder-channels.ts.
 */
export interface ReminderChannel {
  /** Short name for the job's output and the log. */
  readonly name: string
  reaches(lead: Reminder['lead']): boolean
  send(payload: Payload, reminder: Reminder): Promise<void>
}
