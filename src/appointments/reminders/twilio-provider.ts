import twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'

import type { TwilioSettings } from '../../lib/server/twilio-settings'
import type { SmsProvider } from './sms-provider'

type Settings = Extract<TwilioSettings, { state: 'on' }>
type RequestOptions<TData> = RequestClient.RequestOptions<TData>

/** A send that does not answer fails after this long; the reminder job then tries again (task.ts). */
const REQUEST_TIMEOUT_MS = 15_000

const TWILIO_API_ORIGIN = 'https://api.twilio.com'

/**
 * The package's own HTTP client, sending to TWILIO_API_BASE_URL instead of api.twilio.com when
 * it is set (a relay, or a local stand-in). A custom `httpClient` is the package's documented
 * way to change how requests go out; it has no base-URL option of its own.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: REQUEST_TIMEOUT_MS })
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN)
      ? this.baseUrl.replace(/\/+$/, '') + opts.uri.slice(TWILIO_API_ORIGIN.length)
      : opts.uri
    return super.request<TData>({ ...opts, uri })
  }
}

/** Text messages through Twilio's Messages API, with the official package. */
export function twilioProvider(settings: Settings): SmsProvider {
  const httpClient = settings.apiBaseUrl
    ? new BaseUrlRequestClient(settings.apiBaseUrl)
    : new twilio.RequestClient({ timeout: REQUEST_TIMEOUT_MS })
  const client = twilio(settings.accountSid, settings.authToken, { httpClient })
  return {
    send: async ({ to, body, statusCallback }) => {
      try {
        const message = await client.messages.create({ to, body, statusCallback, ...settings.sender })
        return { id: message.sid, status: message.status }
      } catch (error) {
        // 400: Twilio refuses this message itself (e.g. 21211, not a valid number); anything else (401, 429, 5xx, no answer) is retried.
        if (error instanceof twilio.RestException && error.status === 400) {
          return { id: null, status: 'failed', errorCode: String(error.code ?? error.status) }
        }
        throw error
      }
    },
  }
}
