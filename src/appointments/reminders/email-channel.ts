import { clientReplyTo } from '../emails/agency-footer'
import type { ReminderChannel } from './reminder-channel'
import { reminderEmail } from './reminder-email'

/** The reminder by e-mail, to a lead who gave an address. */
export const emailReminderChannel: ReminderChannel = {
  name: 'email',
  reaches: async (_payload, lead) => Boolean(lead.email),
  send: async (payload, reminder) => {
    const to = reminder.lead.email ?? ''
    await payload.sendEmail({ to, ...clientReplyTo(reminder.agency), ...reminderEmail(reminder) })
    return { to }
  },
}
