// @vitest-environment node
/**
 * Slow request bodies (issue 33, finding 4): at most half the connection ceiling may be receiving
 * a body at once, and a body must keep a minimum rate. On loopback with a small ceiling (40: 20
 * bodies); the production figures (1 024 descriptors, 50 addresses) are
 * tests/e2e/platform/edge-slow-clients-timing.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tooManyBodiesMessage } from '@/copy/request-limits.mjs'
import { BODY_GRACE_MS } from '../../../../server/read-timeouts.mjs'
import { type FrontServerOnLoopback, startFrontServer } from '../../../support/front-server'

const CEILING = 40
const BODIES = CEILING / 2
let front: FrontServerOnLoopback

beforeAll(async () => {
  front = await startFrontServer(CEILING)
})

afterAll(() => front.close())

/** A connection from `address` that starts a POST of `declared` bytes, sends `first` of it and then nothing unless told. */
const startBody = (address: string, declared: number, first = 'a') =>
  front.connect(
    address,
    `POST /api/services HTTP/1.1\r\nHost: site\r\nContent-Type: application/octet-stream\r\nContent-Length: ${declared}\r\n\r\n${first}`,
  )

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('bodies arriving at once', () => {
  it('half the ceiling may be receiving a body; the next body gets a Spanish 503 at once; pages are still served', async () => {
    // From several addresses, so that no per-address limit is what stops them.
    const held = await Promise.all(Array.from({ length: BODIES }, (_, index) => startBody(`127.0.1.${(index % 5) + 1}`, 512 * 1024)))
    await settle()
    const started = Date.now()
    const refused = await startBody('127.0.1.9', 512 * 1024)
    await expect.poll(() => refused.answer(), { timeout: 3000 }).toMatch(/^HTTP\/1\.1 503 /)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(refused.answer()).toContain(tooManyBodiesMessage)
    expect(refused.answer()).toMatch(/\r\nretry-after: 10\r\n/i)
    expect(held.filter((sender) => sender.socket.destroyed)).toHaveLength(0)
    // A visitor reading a page is not kept out…
    const page = await fetch(`http://127.0.0.1:${front.port}/`)
    expect(page.status).toBe(200)
    // …and once bodies have arrived, a new one is taken again.
    for (const sender of held) sender.socket.destroy()
    await settle()
    const body = Buffer.alloc(8 * 1024, 'a')
    const accepted = await fetch(`http://127.0.0.1:${front.port}/api/services`, { method: 'POST', body })
    expect(await accepted.json()).toEqual({ received: body.length })
  }, 20_000)

  it('a body stops counting once it has arrived: many more posts than the share, in turn, are all taken', async () => {
    for (let index = 0; index < BODIES * 3; index += 1) {
      const answer = await fetch(`http://127.0.0.1:${front.port}/api/services`, { method: 'POST', body: 'x'.repeat(100) })
      expect(answer.status).toBe(200)
    }
  })
})

describe('the minimum body rate', () => {
  it(`a large trickling body is cut soon after the ${BODY_GRACE_MS / 1000} s grace, not at its deadline (74 s for 1 MiB)`, async () => {
    const started = Date.now()
    const slow = await startBody('127.0.1.10', 1024 * 1024)
    const drip = setInterval(() => slow.socket.write('a'.repeat(100)), 500)
    const closedAt = await slow.closed.finally(() => clearInterval(drip))
    expect(closedAt - started).toBeGreaterThanOrEqual(BODY_GRACE_MS - 100)
    expect(closedAt - started).toBeLessThan(BODY_GRACE_MS + 3000)
  }, 20_000)

  it('a body that keeps the rate past the grace (480 KiB at 40 KiB/s, 12 s) reaches the handler whole', async () => {
    const total = 480 * 1024
    const sender = await startBody('127.0.1.11', total, '')
    let sent = 0
    const pace = setInterval(() => {
      const part = Math.min(10 * 1024, total - sent)
      sent += part
      sender.socket.write('a'.repeat(part))
      if (sent >= total) clearInterval(pace)
    }, 250)
    await expect.poll(() => sender.answer(), { timeout: 18_000, interval: 200 }).toContain(`{"received":${total}}`)
    clearInterval(pace)
  }, 25_000)
})
