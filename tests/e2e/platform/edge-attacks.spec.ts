/**
 * The production server exposed directly, as `npm start` runs it (no proxy, TRUST_PROXY unset):
 * the two attacks of issue #12, from loopback, bounded in count and time.
 * - A client rotating X-Forwarded-For (and X-Real-IP, Forwarded, the server's own peer header)
 *   to pass for many visitors: it must stay one visitor, the socket's peer.
 * - Oversized request bodies: refused with 413 before they are read (411 when they do not declare
 *   their length).
 */
import { expect, test } from '@playwright/test'
import { type OwnServer, residentMemoryMb, startOwnServer, untilApiAnswers } from '../../../tooling/own-server'
import { postLargeBody } from '../../support/large-body'

const CONTACT_LIMIT = 3
const MiB = 1024 * 1024
const TOO_LARGE = 'El contenido enviado supera el tamaño máximo permitido.'
const LENGTH_REQUIRED = 'La solicitud debe indicar el tamaño de su contenido (cabecera Content-Length).'
const IMAGE_TOO_LARGE = 'La imagen supera el tamaño máximo de 5 MB. Redúzcala e inténtelo de nuevo.'

let server: OwnServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer('edge_attacks', { CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT) })
  // The API route starts Payload on its first request.
  await untilApiAnswers(`${server.url}/api/contacts`)
})

test.afterAll(async () => {
  await server?.stop()
})

test.afterEach(async () => {
  const info = test.info()
  if (info.status !== info.expectedStatus) await info.attach('server stderr', { body: server.stderr() })
})

function post(path: string, body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(20_000),
    ...init,
  })
}

/** A body of `bytes` bytes that is valid JSON up to the end (a long password). */
function jsonBodyOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(bytes).fill('a'.charCodeAt(0))
  body.set(new TextEncoder().encode('{"email":"nadie@example.com","password":"'))
  body.set(new TextEncoder().encode('"}'), bytes - 2)
  return body
}

/** The same bytes sent without Content-Length (chunked), 64 KB at a time. */
function chunked(body: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      controller.enqueue(body.subarray(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
}

test('forging X-Forwarded-For does not make new visitors: 429 after the limit, the real address on the consent record', async () => {
  const statuses: number[] = []
  for (let n = 1; n <= 10; n++) {
    const contact = {
      firstName: 'Falso',
      lastName: `Visitante ${n}`,
      email: `forja-${n}@example.com`,
      phone: '(786) 555-0142',
      insuranceType: 'obamacare',
      message: 'Cabecera falsificada.',
      consent: true,
    }
    const forged = {
      'x-forwarded-for': `203.0.113.${n}`,
      'x-real-ip': `198.51.100.${n}`,
      forwarded: `for=192.0.2.${n}`,
      'x-peer-address': `192.0.2.${100 + n}`,
    }
    const response = await post('/api/contacts', JSON.stringify(contact), forged)
    statuses.push(response.status)
  }
  expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(201), ...Array(10 - CONTACT_LIMIT).fill(429)])
  const rows = await server.query<{ ip: string }>("select ip from contacts where email like 'forja-%' order by id")
  expect(rows.map((row) => row.ip)).toEqual(Array(CONTACT_LIMIT).fill('127.0.0.1'))
})

test('four parallel 20 MB sign-in bodies: all 413 within a second, server memory grows less than 50 MB', async () => {
  const small = await post('/api/users/login', JSON.stringify({ email: 'nadie@example.com', password: 'x' }))
  expect(small.status).toBeGreaterThanOrEqual(400)
  expect(small.status).toBeLessThan(500)

  const before = residentMemoryMb(server.pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemoryMb(server.pid))
  }, 10)
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => postLargeBody(`${server.url}/api/users/login`, 20 * MiB, started)),
  ).finally(() => clearInterval(sampler))
  peak = Math.max(peak, residentMemoryMb(server.pid))

  expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413])
  expect(answers.map((answer) => answer.message)).toEqual(Array(4).fill(TOO_LARGE))
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1000)
  expect(peak - before).toBeLessThan(50)
  // Everyone else is still served.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
})

test('a body without Content-Length (chunked) cannot slip past the limit: 411 before it is read, whatever its size', async () => {
  const large = await post('/api/users/login', chunked(jsonBodyOfSize(MiB)), {}, { duplex: 'half' } as RequestInit)
  expect(large.status).toBe(411)
  expect(((await large.json()) as { message: string }).message).toBe(LENGTH_REQUIRED)
  const credentials = new TextEncoder().encode(JSON.stringify({ email: 'nadie@example.com', password: 'x' }))
  const small = await post('/api/users/login', chunked(credentials), {}, { duplex: 'half' } as RequestInit)
  expect(small.status).toBe(411)
  // The same small body with its length declared reaches Payload, which answers about the credentials.
  const declared = await post('/api/users/login', credentials)
  expect(declared.status).toBeGreaterThanOrEqual(400)
  expect(declared.status).toBeLessThan(500)
  expect([411, 413]).not.toContain(declared.status)
})

test('every API route has a limit: sign-in forms 64 KB, collections 1 MB, images 5 MB plus the form around them', async () => {
  const forgotPassword = await post('/api/users/forgot-password', jsonBodyOfSize(65 * 1024))
  expect(forgotPassword.status).toBe(413)

  const collection = await post('/api/services', jsonBodyOfSize(MiB + 1))
  expect(collection.status).toBe(413)
  expect(((await collection.json()) as { message: string }).message).toBe(TOO_LARGE)
  // Under the limit the request reaches Payload, which refuses an anonymous create.
  expect((await post('/api/services', jsonBodyOfSize(MiB - 1024))).status).toBe(403)

  const upload = (bytes: number) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png')
    form.append('_payload', JSON.stringify({ alt: 'Foto' }))
    return fetch(`${server.url}/api/media`, { method: 'POST', body: form, signal: AbortSignal.timeout(20_000) })
  }
  // An image just under Payload's own 5 MB limit reaches Payload, which refuses an anonymous upload.
  expect((await upload(5 * MiB - 1024)).status).toBe(403)
  const oversized = await upload(7 * MiB)
  expect(oversized.status).toBe(413)
  expect(((await oversized.json()) as { message: string }).message).toBe(IMAGE_TOO_LARGE)
})
