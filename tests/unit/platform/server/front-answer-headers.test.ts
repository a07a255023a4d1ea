// @vitest-environment node
/**
 * The answers the site writes itself, in front of Next, carry the same security headers as
 * Next's pages (issue 33, finding 16: the front server's 413 and 411 had no CSP, HSTS or
 * X-Frame-Options): a real front server on loopback for 413, 411 and 400, a real socket for the
 * 408 (its 10 s wait is tested in slow-clients.test.ts), the outage's 503 and the proxy's pages.
 * The connection ceiling's 503 is checked in slow-clients.test.ts.
 */
import { once } from 'node:events'
import type http from 'node:http'
import net from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestTimeoutMessage } from '@/copy/request-limits.mjs'
import { pageAnswer } from '@/lib/server/page-answer'
import { securityHeaderFields } from '@/lib/server/security-headers.mjs'
import { answerClientError } from '../../../../server/client-errors.mjs'
import { createFrontServer } from '../../../../server/request-guard.mjs'

let server: http.Server
let port: number

beforeAll(async () => {
  const handleRequest = async (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.end('ok')
  }
  server = createFrontServer(async () => ({ handleRequest }), { proxied: false })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as net.AddressInfo).port
})

afterAll(() => {
  server.close()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

/** Sends raw bytes and returns the whole answer (status and lower-cased header fields) once the server closes. */
async function rawAnswer(bytes: string, toPort = port) {
  const socket = net.connect(toPort, '127.0.0.1')
  socket.on('error', () => {})
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  await once(socket, 'connect')
  socket.write(bytes)
  await once(socket, 'close')
  return parse(Buffer.concat(chunks).toString('utf8'))
}

function parse(text: string) {
  const [head, ...body] = text.split('\r\n\r\n')
  const [statusLine, ...lines] = head.split('\r\n')
  const fields = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return { status: Number(statusLine.split(' ')[1]), fields, body: body.join('\r\n\r\n') }
}

function expectSecurityHeaders(fields: Record<string, string | null>) {
  expect(fields['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(fields['content-security-policy']).toContain("default-src 'self'")
  expect(fields['x-frame-options']).toBe('DENY')
  expect(fields['x-content-type-options']).toBe('nosniff')
  expect(fields['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

describe('the front server’s own answers carry the security headers', () => {
  it('413: a body over its path’s limit (JSON and the form’s page)', async () => {
    for (const path of ['/api/contacts', '/firmar/abc']) {
      const answer = await rawAnswer(`POST ${path} HTTP/1.1\r\nHost: site\r\nContent-Length: 70000\r\nConnection: close\r\n\r\n`)
      expect(answer.status).toBe(413)
      expectSecurityHeaders(answer.fields)
    }
  })

  it('411: a body that does not declare its length', async () => {
    const answer = await rawAnswer(
      'POST /api/contacts HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    )
    expect(answer.status).toBe(411)
    expectSecurityHeaders(answer.fields)
  })

  it('400: bytes that are not HTTP, answered in Spanish', async () => {
    const answer = await rawAnswer('HELLO THERE\r\n\r\n')
    expect(answer.status).toBe(400)
    expectSecurityHeaders(answer.fields)
    expect(answer.body).toBe('No pudimos entender la solicitud.')
  })

  it('408: headers too slow (Node’s clientError), answered in Spanish with the headers', async () => {
    const listener = net.createServer((socket) => {
      answerClientError(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket)
    })
    listener.listen(0, '127.0.0.1')
    await once(listener, 'listening')
    const answer = await rawAnswer('GET / HTTP/1.1\r\n', (listener.address() as net.AddressInfo).port)
    listener.close()
    expect(answer.status).toBe(408)
    expectSecurityHeaders(answer.fields)
    expect(answer.fields.connection).toBe('close')
    expect(answer.body).toBe(requestTimeoutMessage)
  })

  it('in production they include HSTS', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(securityHeaderFields()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    vi.unstubAllEnvs()
    vi.stubEnv('NODE_ENV', 'test')
    expect(securityHeaderFields()['strict-transport-security']).toBeUndefined()
  })
})

describe('the proxy’s own pages (refused forms, links that do not work)', () => {
  it('carry the security headers, are never cached, and keep what the answer adds', async () => {
    const response = pageAnswer('<!doctype html><p>x</p>', 429, { 'retry-after': '60' })
    expect(response.status).toBe(429)
    expectSecurityHeaders(Object.fromEntries(response.headers))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBe('60')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })
})
