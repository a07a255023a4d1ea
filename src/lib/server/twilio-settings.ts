/**
 * The text-message provider's settings (Twilio), read from the environment each time they are
 * needed. Off until the account, the token and a sender are all set; half set, it stays off and
 * the start-up check names what is missing (startup-checks.ts). Pure: it reads only the
 * variables it is given.
 */
type Env = Record<string, string | undefined>

export type TwilioSender = { from: string } | { messagingServiceSid: string }

export type TwilioSettings =
  | { state: 'off' }
  | { state: 'incomplete'; missing: string[] }
  | { state: 'on'; accountSid: string; authToken: string; sender: TwilioSender; apiBaseUrl: string | null }

const value = (env: Env, name: string) => env[name]?.trim() || ''

const SENDER_VARIABLES = 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID'

export function twilioSettings(env: Env = process.env): TwilioSettings {
  const accountSid = value(env, 'TWILIO_ACCOUNT_SID')
  const authToken = value(env, 'TWILIO_AUTH_TOKEN')
  const from = value(env, 'TWILIO_FROM')
  const messagingServiceSid = value(env, 'TWILIO_MESSAGING_SERVICE_SID')
  const missing = [
    ...(accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(authToken ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(from || messagingServiceSid ? [] : [SENDER_VARIABLES]),
  ]
  if (missing.length === 3) return { state: 'off' }
  if (missing.length > 0) return { state: 'incomplete', missing }
  const sender = messagingServiceSid ? { messagingServiceSid } : { from }
  return { state: 'on', accountSid, authToken, sender, apiBaseUrl: value(env, 'TWILIO_API_BASE_URL') || null }
}

/** The start-up line for settings that are half there, or none. */
export function incompleteTwilio(env: Env): string[] {
  const settings = twilioSettings(env)
  if (settings.state !== 'incomplete') return []
  return [
    `Text-message reminders are off: Twilio is half configured, ${settings.missing.join(', ')} missing; ` +
      `set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and ${SENDER_VARIABLES}, or none of them.`,
  ]
}
