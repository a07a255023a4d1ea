import type { ReminderChannel } from './reminder-channel'
import { reminderEmail } from './reminder-email'

/** The reminder by e-mail, to a lead who gave an address. */
export const emailReminderChannel: ReminderChannel = {
  name: 'email',
  reaches: (lead) => Boolean(lead.email),
  send: async (payload, reminder) => {
    if (!reminder.lead.email) return
    await payload.sendEmail({ to: reminder.lead.email, ...reminderEmail(reminder) })
  },
}
