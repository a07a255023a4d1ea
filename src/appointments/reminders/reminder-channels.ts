import { emailReminderChannel } from './email-channel'
import type { ReminderChannel } from './reminder-channel'
import { smsReminderChannel } from './sms-channel'

/** The channels a reminder goes out on, each that reaches the lead. Add WhatsApp here. */
export const reminderChannels: readonly ReminderChannel[] = [emailReminderChannel, smsReminderChannel]
