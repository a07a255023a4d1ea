/** Vapi's side of the voice webhook, faked: its server messages posted to the real route handler in-process. */
import { createHmac } from 'node:crypto'

import { POST as post } from '@/app/(payload)/api/[...slug]/route'

import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'

export { endOfCallReport } from './vapi-reports'

export const TEST_VAPI_SECRET = 'vapi-webhook-test-secret-0123456789abcdef'

const params = { params: Promise.resolve({ slug: ['vapi', 'webhook'] }) }

type PostOptions = { headers?: Record<string, string>; rawBody?: string; ip?: string }

export function postWebhook(
  body: unknown,
  { headers = { 'x-vapi-secret': TEST_VAPI_SECRET }, rawBody, ip = '203.0.113.77' }: PostOptions = {},
) {
  const request = new Request('http://localhost:3000/api/vapi/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: ip, ...headers },
    body: rawBody ?? JSON.stringify(body),
  })
  return post(request, params)
}

export const TEST_VAPI_HMAC_SECRET = 'vapi-hmac-test-secret-fedcba9876543210fedcba'

/**
 * The headers of a Vapi custom credential of type HMAC with its defaults (HMACAuthenticationPlan:
 * algorithm sha256, `x-signature` and `x-timestamp`, payload `{timestamp}.{body}`, hex, no prefix).
 */
export function hmacHeaders(rawBody: string, { secret = TEST_VAPI_HMAC_SECRET, timestamp = Date.now() } = {}) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
  return { 'x-signature': signature, 'x-timestamp': String(timestamp) }
}
