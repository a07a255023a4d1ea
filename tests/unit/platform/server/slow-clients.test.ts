// @vitest-environment node
/**
 * The front server's bounds on slow clients and on connections (issue 22, item 1), on loopback
 * with a handler behind it that reads the body as Next does. Small figures (a ceiling of 40)
 * keep the loops short; the production figures are checked by tests/e2e/platform/edge-slow-clients-timing.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tooManyConnectionsMessage } from '@/copy/request-limits.mjs'
import { BUSY_PER_ADDRESS, connectionKey, PER_ADDRESS } from '../../../../server/connection-limits.mjs'
import { BODY_GRACE_MS, bodyDeadlineMs, HEADERS_TIMEOUT_MS } from '../../../../server/read-timeouts.mjs'
import { type FrontServerOnLoopback, startFrontServer } from '../../../support/front-server'

const CEILING = 2 * PER_ADDRESS + 20
let front: FrontServerOnLoopback

beforeAll(async () => {
  front = await startFrontServer(CEILING)
})

afterAll(() => front.close())

/** A connection from `address` that sends `head` and then nothing. */
const hold = (address: string, head = 'GET / HTTP/1.1\r\nHost: site\r\n') => front.connect(address, head)

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('connections per address', () => {
  it('an address gets PER_ADDRESS connections; the next is answered 503 in Spanish and closed; another address is served', async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => hold('127.0.0.2')))
    const refused = await hold('127.0.0.2')
    await refused.closed
    expect(refused.answer()).toMatch(/^HTTP\/1\.1 503 /)
    expect(refused.answer()).toContain(tooManyConnectionsMessage)
    // With the site's security headers (issue 33, finding 16).
    expect(refused.answer()).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/)
    expect(refused.answer()).toContain('\r\nx-frame-options: DENY\r\n')
    expect(held.filter((connection) => connection.socket.destroyed)).toHaveLength(0)
    const other = await fetch(`http://127.0.0.1:${front.port}/`)
    expect(other.status).toBe(200)
    for (const connection of held) connection.socket.destroy()
    await settle()
  }, 20_000)

  it('near the ceiling, addresses that hold many get no more and one that holds few still gets in', async () => {
    const first = await Promise.all(Array.from({ length: PER_ADDRESS }, () => hold('127.0.0.3')))
    const second = await Promise.all(Array.from({ length: PER_ADDRESS }, () => hold('127.0.0.4')))
    await settle()
    // Both are stopped at three quarters of the ceiling (111 of 148), short of their own 64 each…
    // (Counted on the server: a keep-alive connection of an earlier fetch may still be open.)
    const open = () => new Promise<number>((resolve) => front.server.getConnections((_error, count) => resolve(count)))
    await expect.poll(open, { timeout: 5000 }).toBe(Math.ceil(CEILING * 0.75))
    expect([...first, ...second].filter((connection) => !connection.socket.destroyed).length).toBeLessThan(2 * PER_ADDRESS)
    // …while an address that holds few still gets in, up to BUSY_PER_ADDRESS connections.
    const third = await Promise.all(Array.from({ length: BUSY_PER_ADDRESS + 1 }, () => hold('127.0.0.5')))
    await expect.poll(() => third.filter((connection) => connection.socket.destroyed).length, { timeout: 5000 }).toBe(1)
    await settle()
    expect(third.filter((connection) => connection.socket.destroyed)).toHaveLength(1)
    expect((await fetch(`http://127.0.0.1:${front.port}/`)).status).toBe(200)
    for (const connection of [...first, ...second, ...third]) connection.socket.destroy()
    await settle()
  }, 20_000)

  it('counts an IPv4-mapped address as the IPv4 one, and an IPv6 /64 as one address', () => {
    expect(connectionKey('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(connectionKey('2001:db8:1:2:aaaa::1')).toBe(connectionKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'))
    expect(connectionKey('2001:db8:1:2::1')).not.toBe(connectionKey('2001:db8:1:3::1'))
  })
})

describe('slow clients', () => {
  it(`headers not finished within ${HEADERS_TIMEOUT_MS / 1000} s: 408 and the connection is closed`, async () => {
    const started = Date.now()
    const slow = await hold('127.0.0.6')
    const drip = setInterval(() => slow.socket.write('X-Slow: a\r\n'), 1000)
    const closedAt = await slow.closed.finally(() => clearInterval(drip))
    expect(closedAt - started).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(closedAt - started).toBeLessThan(HEADERS_TIMEOUT_MS + 2500)
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /)
    expect(slow.answer()).toContain('\r\nx-frame-options: DENY\r\n')
  }, 20_000)

  it('a trickling body is cut once it falls behind 16 KiB/s after the grace, by its deadline at the latest', async () => {
    const started = Date.now()
    const slow = await hold(
      '127.0.0.7',
      'POST /api/contacts HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{',
    )
    const drip = setInterval(() => slow.socket.write('a'), 1000)
    const closedAt = await slow.closed.finally(() => clearInterval(drip))
    // The minimum rate (server/bodies-in-flight.mjs) bites within a second of the grace; the
    // deadline of its length (grace + 2000 B at 16 KiB/s) is where a body on time would end.
    expect(closedAt - started).toBeGreaterThanOrEqual(BODY_GRACE_MS - 100)
    expect(closedAt - started).toBeLessThan(bodyDeadlineMs(2000) + 2500)
  }, 20_000)

  it('a body that arrives in time reaches the handler whole', async () => {
    const body = Buffer.alloc(64 * 1024, 'a')
    const response = await fetch(`http://127.0.0.1:${front.port}/api/contacts`, { method: 'POST', body })
    expect(await response.json()).toEqual({ received: body.length })
  })
})
