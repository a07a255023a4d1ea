/**
 * Calls the real REST handler of POST/GET /api/contacts in-process (the exports of
 * src/app/(payload)/api/[...slug]/route.ts), so HTTP behaviour is tested without a server.
 */
import { GET as get, POST as post } from '@/app/(payload)/api/[...slug]/route'

import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'

const params = { params: Promise.resolve({ slug: ['contacts'] }) }

let lastOctet = 0
/**
 * A different visitor address each call, so the per-IP limit only bites where a test wants it.
 * It is passed as server/start.mjs passes the socket's peer (tests/int/setup-env.ts).
 */
export function freshIp(): string {
  lastOctet += 1
  return `198.${18 + Math.floor(lastOctet / 65025)}.${Math.floor(lastOctet / 255) % 255}.${lastOctet % 255}`
}

export function validContactBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lucía',
    lastName: 'Martínez',
    email: 'lucia@example.com',
    phone: '(786) 555-0142',
    insuranceType: 'obamacare',
    message: 'Necesito un seguro para mi familia.',
    consent: true,
    ...overrides,
  }
}

type PostOptions = { ip?: string; headers?: Record<string, string>; rawBody?: BodyInit }

export function postContact(body: unknown, { ip = freshIp(), headers = {}, rawBody }: PostOptions = {}) {
  const request = new Request('http://localhost:3000/api/contacts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'contact-int-test/1.0', [PEER_ADDRESS_HEADER]: ip, ...headers },
    body: rawBody ?? JSON.stringify(body),
    // a streamed body needs this in Node's fetch Request
    ...(rawBody instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return post(request, params)
}

export function getContacts(headers: Record<string, string> = {}) {
  return get(new Request('http://localhost:3000/api/contacts', { headers }), params)
}
