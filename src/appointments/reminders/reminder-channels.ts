import { emailReminderChannel } from './email-channel'
import type { ReminderChannel } from './reminder-channel'

/** The channels a reminder goes out on, each that reaches the lead. Add SMS or WhatsApp here. */
export const reminderChannels: readonly ReminderChannel[] = [emailReminderChannel]
