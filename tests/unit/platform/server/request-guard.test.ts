// @vitest-environment node
/**
 * The front server on loopback, with a handler behind it that reads the body the way Next does
 * (from the stream) and reports what it received.
 */
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import type http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formBackLinks, lengthRequiredMessage, requestTooLargeMessage } from '@/copy/request-limits.mjs'
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'
import { createFrontServer, refusalPage } from '../../../../server/request-guard.mjs'

const KiB = 1024
let server: http.Server
let port: number
let downstreamCalls = 0

beforeAll(async () => {
  const handleRequest = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    downstreamCalls += 1
    let received = 0
    for await (const chunk of req) received += chunk.length
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ received, peer: req.headers[PEER_ADDRESS_HEADER] }))
  }
  server = createFrontServer(async () => ({ handleRequest }))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as net.AddressInfo).port
})

afterAll(() => {
  server.close()
})

/** Sends raw HTTP/1.1 (header lines, then the body in parts) and returns the first answer's status and body. */
async function raw(head: string, ...bodyParts: (string | Buffer)[]): Promise<{ status: number; body: string }> {
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.on('error', () => {}) // the server may cut the connection while the client still writes
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    let data = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk])
      const text = data.toString('latin1')
      const headerEnd = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: (\d+)/i.exec(text)
      // A 100 Continue here means the server asked for a body it should have refused.
      if (text.startsWith('HTTP/1.1 100')) return resolve({ status: 100, body: '' })
      if (headerEnd < 0 || !length) return
      const body = data.subarray(headerEnd + 4)
      if (body.length < Number(length[1])) return
      resolve({ status: Number(text.split(' ')[1]), body: body.toString('utf8') })
      socket.destroy()
    })
    socket.on('close', () => reject(new Error(`connection closed without an answer: ${data.toString('latin1')}`)))
  })
  // The first part goes out with the headers, in one packet.
  const [first = '', ...rest] = bodyParts
  socket.write(Buffer.concat([Buffer.from(`${head}\r\n`), Buffer.from(first)]))
  for (const part of rest) {
    if (socket.destroyed) break
    socket.write(part)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return answer
}

const chunk = (data: string | Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), Buffer.from(data), Buffer.from('\r\n')])
const lastChunk = '0\r\n\r\n'

describe('the peer address header', () => {
  it('is the socket peer, replacing one the client sent', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } })
    expect(await response.json()).toMatchObject({ peer: '127.0.0.1' })
  })
})

describe('bodies with Content-Length', () => {
  it('under the limit reach the handler whole', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', body: Buffer.alloc(64 * KiB) })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ received: 64 * KiB })
  })

  it('over the limit get 413 with the Spanish message, without the handler running', async () => {
    const before = downstreamCalls
    const response = await fetch(`http://127.0.0.1:${port}/api/users/login?x=1`, { method: 'POST', body: Buffer.alloc(64 * KiB + 1) })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ message: requestTooLargeMessage })
    expect(downstreamCalls).toBe(before)
  })

  it('over the limit while the client is still sending: the client reads the 413 (the rest is thrown away)', async () => {
    const body = new Uint8Array(20 * 1024 * KiB)
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => (await fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', body })).status),
    )
    expect(answers).toEqual([413, 413, 413, 413])
  })

  it('over the limit are refused on the declared length alone, before a byte of the body is sent', async () => {
    const head = 'POST /api/services HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 5000000000\r\n'
    const answer = await raw(head)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: requestTooLargeMessage })
  })

  it('with Expect: 100-continue over the limit get 413 instead of 100, so the body is never sent', async () => {
    const head = 'POST /api/users/login HTTP/1.1\r\nHost: site\r\nExpect: 100-continue\r\nContent-Length: 1000000\r\n'
    const answer = await raw(head)
    expect(answer.status).toBe(413)
  })
})

describe('the contact form sent without JavaScript (POST /contacto)', () => {
  const formBody = (bytes: number) => {
    const form = new FormData()
    form.set('firstName', 'Ana')
    form.set('message', 'a'.repeat(bytes))
    return form
  }

  it('reaches the page when it is of a size the form can produce', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/contacto`, { method: 'POST', body: formBody(16 * KiB) })
    expect(response.status).toBe(200)
    expect((await response.json()).received).toBeGreaterThan(16 * KiB)
  })

  it('over 64 KB is refused with 413 and a Spanish page, not JSON, without the page running', async () => {
    const before = downstreamCalls
    const response = await fetch(`http://127.0.0.1:${port}/contacto`, { method: 'POST', body: formBody(64 * KiB) })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await response.text()
    expect(page).toMatch(/^<!doctype html><html lang="es">/)
    expect(page).toContain(requestTooLargeMessage)
    expect(page).toContain('<a href="/#contacto">Volver al formulario de contacto</a>')
    expect(downstreamCalls).toBe(before)
  })

  it('a huge form body still being sent gets the page too: it is not read whole', async () => {
    const before = downstreamCalls
    const head =
      'POST /contacto HTTP/1.1\r\nHost: site\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000000000\r\n'
    const answer = await raw(head, 'firstName=Ana&message=', ...Array.from({ length: 20 }, () => Buffer.alloc(64 * KiB, 'a')))
    expect(answer.status).toBe(413)
    expect(answer.body).toContain(requestTooLargeMessage)
    expect(downstreamCalls).toBe(before)
  })

  it('Caddy at the door answers with the very same page', () => {
    expect(readFileSync('Caddyfile', 'utf8')).toContain(`respond @contactPageTooLarge \`${refusalPage(requestTooLargeMessage)}\` 413`)
  })

  it('so it does for the booking and signing forms, each page with its way back (issue 33, finding 7)', () => {
    const caddyfile = readFileSync('Caddyfile', 'utf8')
    expect(caddyfile).toContain(`respond @bookingPagesTooLarge \`${refusalPage(requestTooLargeMessage, formBackLinks.booking)}\` 413`)
    expect(caddyfile).toContain(`respond @signingPagesTooLarge \`${refusalPage(requestTooLargeMessage, formBackLinks.signing)}\` 413`)
  })
})

describe('bodies without Content-Length (chunked)', () => {
  const head = 'POST /api/contacts HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\n'

  it('are refused with 411 and the Spanish message before they are read, small or large', async () => {
    const before = downstreamCalls
    const small = await raw(head, Buffer.concat([chunk('{"a":1}'), Buffer.from(lastChunk)]))
    expect(small.status).toBe(411)
    expect(JSON.parse(small.body)).toEqual({ message: lengthRequiredMessage })
    const parts = Array.from({ length: 200 }, () => chunk(Buffer.alloc(4 * KiB, 'a')))
    expect((await raw(head, ...parts, lastChunk)).status).toBe(411)
    expect(downstreamCalls).toBe(before)
  })

  it('a streamed fetch body is one of them', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@b.c"}'))
        controller.close()
      },
    })
    const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(411)
  })

  it('a request with no body at all goes on', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/users/logout`, { method: 'POST' })
    expect(await response.json()).toMatchObject({ received: 0 })
  })
})

describe('the limit of the path as Next routes it, not as the client spelled it (issue 22, item 6)', () => {
  // Next resolves dot segments (also percent-encoded ones), drops a fragment, decodes the path
  // and redirects repeated slashes: each of these reaches the sign-in handler or the contact page.
  const signInSpellings = [
    '/api/./users/login',
    '/api/services/../users/login',
    '/api/%2e/users/login',
    '/api/services/%2E%2E/users/login',
    '/api/x/.%2e/users/login',
    '/api//users/login',
    '/api/users/login#x',
    '/api\\users\\login',
  ]

  it.each(signInSpellings)('POST %s with 900 KB: 413 before the handler runs', async (path) => {
    const before = downstreamCalls
    const head = `POST ${path} HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: ${900 * KiB}\r\n`
    const answer = await raw(head)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: requestTooLargeMessage })
    expect(downstreamCalls).toBe(before)
  })

  it.each(['/contacto#x', '/./contacto', '/legal/../contacto', '/%63ontacto'])(
    'POST %s with 70 KB: 413 with the Spanish page',
    async (path) => {
      const before = downstreamCalls
      const form = 'Content-Type: application/x-www-form-urlencoded'
      const head = `POST ${path} HTTP/1.1\r\nHost: site\r\n${form}\r\nContent-Length: ${70 * KiB}\r\n`
      const answer = await raw(head)
      expect(answer.status).toBe(413)
      expect(answer.body).toMatch(/^<!doctype html><html lang="es">/)
      expect(answer.body).toContain(requestTooLargeMessage)
      expect(downstreamCalls).toBe(before)
    },
  )

  it('the plain spellings keep their own limits', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/services`, { method: 'POST', body: Buffer.alloc(900 * KiB) })
    expect(response.status).toBe(200)
  })
})

describe('upgrades (WebSocket), which are Next’s own', () => {
  /** Sends an upgrade request and resolves once the server closes the connection, with what it wrote. */
  async function upgrade(): Promise<string> {
    const socket = net.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write(`GET /ws HTTP/1.1\r\nHost: site\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n${PEER_ADDRESS_HEADER}: 6.6.6.6\r\n\r\n`)
    let written = ''
    socket.on('data', (chunk) => {
      written += chunk.toString('latin1')
    })
    await once(socket, 'close')
    return written
  }

  it('before Next has added its listener: the connection is closed, nothing answered', async () => {
    expect(await upgrade()).toBe('')
  })

  it("once Next listens for upgrades: Next gets the request with the connection's address, not the client's", async () => {
    const seen: string[] = []
    const nextListener = (req: http.IncomingMessage, socket: net.Socket) => {
      seen.push(String(req.headers[PEER_ADDRESS_HEADER]))
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n')
    }
    server.on('upgrade', nextListener)
    try {
      expect(await upgrade()).toMatch(/^HTTP\/1.1 400/)
      expect(seen).toEqual(['127.0.0.1'])
    } finally {
      server.off('upgrade', nextListener)
    }
  })
})
