/**
 * Vapi's HMAC credential (Custom Credentials › HMAC, its HMACAuthenticationPlan with the
 * defaults): each request carries `x-timestamp` and `x-signature`, the hex HMAC-SHA256 of
 * `{timestamp}.{body}` under the shared secret. Unlike a static secret, a signature read off
 * one request cannot sign another body, and it expires with its timestamp.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-signature'
export const TIMESTAMP_HEADER = 'x-timestamp'
/** How far a signature's timestamp may be from now, either way: Vapi's retries and clock drift fit in it. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000

const SHA256_HEX = /^[0-9a-f]{64}$/i

/**
 * Vapi's documentation does not say the timestamp's unit; its server messages count
 * milliseconds. Both are read: 13 digits are milliseconds, fewer are seconds.
 */
function timestampMs(value: string): number | null {
  if (!/^\d{9,13}$/.test(value)) return null
  const number = Number(value)
  return value.length === 13 ? number : number * 1000
}

/** Whether `headers` sign exactly these body bytes with `secret`, recently; constant time in the signature. */
export function signatureMatches(headers: Headers, body: Uint8Array, secret: string, now = Date.now()): boolean {
  const signature = headers.get(SIGNATURE_HEADER)?.trim() ?? ''
  const timestamp = headers.get(TIMESTAMP_HEADER)?.trim() ?? ''
  const signedAt = timestampMs(timestamp)
  if (signedAt === null || Math.abs(now - signedAt) > SIGNATURE_MAX_AGE_MS) return false
  if (!SHA256_HEX.test(signature)) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest()
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected)
}
