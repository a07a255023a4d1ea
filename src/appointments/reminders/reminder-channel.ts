import type { Payload } from 'payload'

import type { Appointment, Contact } from '../../payload-types'
import type { AgencyEmailSettings } from '../emails/appointment-details'
import type { ReminderChannelName } from './reminder-deliveries'
import type { ReminderOffset } from './reminder-offsets'

/** Everything a reminder says, whatever carries it. */
export type Reminder = {
  appointment: Pick<Appointment, 'id' | 'startsAt' | 'kind' | 'topic'> & { agentMeetingLink: string | null }
  lead: Pick<Contact, 'firstName' | 'email' | 'phone' | 'textingConsent'>
  agency: AgencyEmailSettings
  offset: ReminderOffset
}

/** Where one reminder went: the address or number, and for a text the provider's id and status. */
export type SentReminder = { to: string; providerMessageId?: string; status?: string; errorCode?: string }

/**
 * One way to reach the person: e-mail and text message today (WhatsApp would be another), each
 * with the same two questions (can it reach this lead? send this reminder), listed in
 * reminder-channels.ts.
 */
export interface ReminderChannel {
  /** Its name in the log of sent reminders (ReminderMessages), the job's output and the log. */
  readonly name: ReminderChannelName
  reaches(payload: Payload, lead: Reminder['lead']): Promise<boolean>
  send(payload: Payload, reminder: Reminder): Promise<SentReminder>
}
