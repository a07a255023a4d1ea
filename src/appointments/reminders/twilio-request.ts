import twilio from 'twilio'

import { readBoundedBytes } from '../../lib/server/http/read-json-body'
import { publicServerUrl } from '../../lib/server/server-env'

/** Twilio's webhooks are a few hundred bytes of form fields; anything far larger is not Twilio. */
export const TWILIO_WEBHOOK_MAX_BYTES = 16 * 1024

export type TwilioRequest =
  | { ok: true; params: Record<string, string> }
  | { ok: false; reason: 'forbidden' | 'unsupported-media-type' | 'too-large' | 'malformed' }

const isForm = (contentType: string | null) => contentType?.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded'

/**
 * A webhook Twilio signed with the account's auth token (X-Twilio-Signature, its documented
 * HMAC-SHA1 of the URL and the sorted form fields, checked by the official package). The URL
 * signed is the one pasted in Twilio's console: the site's public address plus the path, so it
 * holds behind a proxy. The body is read up to a bound before anything else is done with it.
 */
export async function readTwilioRequest(request: Request, authToken: string, path: string): Promise<TwilioRequest> {
  const signature = request.headers.get('x-twilio-signature')?.trim()
  if (!signature) return { ok: false, reason: 'forbidden' }
  if (!isForm(request.headers.get('content-type'))) return { ok: false, reason: 'unsupported-media-type' }
  const body = await readBoundedBytes(request, TWILIO_WEBHOOK_MAX_BYTES)
  if (!body.ok) return { ok: false, reason: body.reason === 'too-large' ? 'too-large' : 'malformed' }
  let params: Record<string, string>
  try {
    params = Object.fromEntries(new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const url = `${publicServerUrl()}/api${path}`
  return twilio.validateRequest(authToken, signature, url, params) ? { ok: true, params } : { ok: false, reason: 'forbidden' }
}
