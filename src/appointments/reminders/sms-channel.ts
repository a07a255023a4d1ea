import { textsRefused } from '@/leads/public'

import { formatE164, phoneDigits } from '../../lib/phone'
import { publicServerUrl } from '../../lib/server/server-env'
import { twilioSettings } from '../../lib/server/twilio-settings'
import { configuredSmsProvider } from './configured-sms-provider'
import type { ReminderChannel } from './reminder-channel'
import { reminderText } from './reminder-text'
import { TWILIO_STATUS_PATH } from './twilio-paths'

/** A number texts can reach: ten US digits (a +1 is added), or a longer one with its country code. */
const textableDigits = (phone: string | null | undefined) => phoneDigits(phone).length >= 10

/**
 * The reminder by text message, to a lead with a phone who agreed to texts (staff tick «Acepta
 * mensajes de texto»), while the provider is configured, and whose number is not on «No
 * contactar» (a STOP reply puts it there for texts only, twilio-webhooks.ts): that holds for every
 * lead with the number. A lead's own «No contactar» is checked before any channel (send-reminder.ts).
 */
export const smsReminderChannel: ReminderChannel = {
  name: 'sms',
  reaches: async (payload, lead) =>
    Boolean(lead.textingConsent) &&
    textableDigits(lead.phone) &&
    twilioSettings().state === 'on' &&
    !(await textsRefused(payload, lead.phone)),
  send: async (_payload, reminder) => {
    const provider = configuredSmsProvider()
    if (!provider) throw new Error('The text-message provider was switched off while a reminder was being sent.')
    const to = formatE164(reminder.lead.phone)
    const sent = await provider.send({ to, body: reminderText(reminder), statusCallback: `${publicServerUrl()}/api${TWILIO_STATUS_PATH}` })
    if (sent.id === null) return { to, status: sent.status, errorCode: sent.errorCode }
    return { to, providerMessageId: sent.id, status: sent.status }
  },
}
