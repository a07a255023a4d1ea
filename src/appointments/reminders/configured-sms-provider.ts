import { type TwilioSettings, twilioSettings } from '../../lib/server/twilio-settings'
import type { SmsProvider } from './sms-provider'
import { twilioProvider } from './twilio-provider'

/** The provider as configured now, or null while its settings are missing or half set (the server said so at start). */
export function configuredSmsProvider(settings: TwilioSettings = twilioSettings()): SmsProvider | null {
  return settings.state === 'on' ? twilioProvider(settings) : null
}
