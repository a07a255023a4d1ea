/**
 * The contact limit and the login throttle with several instances: each instance has its own
 * Redis client (as each process does), and the counters are shared through a real
 * redis-server. Without Redis each process counts alone, as on one instance.
 */

import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLimiter, type LimiterOptions } from '@/lib/server/limiter-store'
import { createLoginLimiters } from '@/lib/server/login-limiters'
import { loginThrottle } from '@/lib/server/login-throttle'
import { rateLimiter } from '@/lib/server/rate-limit'
import type { SharedRedis } from '@/lib/server/redis'

import { type RunningRedis, startRedis } from '../../../tooling/redis-server'

const limit = { max: 3, windowMs: 60_000, disabled: false }
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`

let redis: RunningRedis
const clients: SharedRedis[] = []

async function instanceClient(url = redis.url): Promise<SharedRedis> {
  const client = createClient({ url, socket: { reconnectStrategy: false } })
  client.on('error', () => {})
  await client.connect()
  clients.push(client)
  return client
}

const onRedis = (client: SharedRedis) => (options: LimiterOptions) => createLimiter(options, client)

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  await Promise.all(clients.map((client) => (client.isOpen ? client.quit() : undefined)))
  await redis?.stop()
})

describe('where the counters live', () => {
  it('in memory without Redis, in Redis with it', async () => {
    expect(createLimiter({ keyPrefix: 't', points: 1, duration: 1 }, null)).toBeInstanceOf(RateLimiterMemory)
    expect(createLimiter({ keyPrefix: 't', points: 1, duration: 1 }, await instanceClient())).toBeInstanceOf(RateLimiterRedis)
  })

  it('without Redis, two processes each count alone', async () => {
    const [a, b] = [rateLimiter('contact', (o) => createLimiter(o, null)), rateLimiter('contact', (o) => createLimiter(o, null))]
    const address = unique()
    const answers = []
    for (let n = 0; n < 3; n++) answers.push((await a(address, limit)).allowed, (await b(address, limit)).allowed)
    expect(answers.every(Boolean)).toBe(true)
  })
})

describe('several instances on one Redis', () => {
  it('share the contact limit: 3 posts to each from one address, the 4th overall is refused', async () => {
    const [a, b] = [rateLimiter('contact', onRedis(await instanceClient())), rateLimiter('contact', onRedis(await instanceClient()))]
    const address = unique()
    const answers = []
    for (let n = 0; n < 3; n++) answers.push(await a(address, limit), await b(address, limit))
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false, false])
    expect(answers[3]).toMatchObject({ allowed: false, retryAfterSeconds: 60 })
  })

  it('share the login throttle: failures through one instance make the address wait on the other', async () => {
    const a = loginThrottle(createLoginLimiters(onRedis(await instanceClient())))
    const b = loginThrottle(createLoginLimiters(onRedis(await instanceClient())))
    const account = `${unique()}@example.com`
    for (let n = 0; n < 6; n++) await (n % 2 ? a : b).recordFailure(account, '203.0.113.7')
    expect(await b.check(account, '203.0.113.7')).toMatchObject({ allowed: false })
    expect(await a.check(account, '203.0.113.7')).toMatchObject({ allowed: false })
    expect(await b.check(account, '203.0.113.8')).toEqual({ allowed: true })
    expect((await a.state(account)).failuresLastHour).toBe(6)
  })

  it('keep answering, in memory, while Redis is unreachable', async () => {
    const gone = await startRedis()
    const client = await instanceClient(gone.url)
    const hit = rateLimiter('contact', onRedis(client))
    await gone.stop()
    const address = unique()
    const answers = []
    for (let n = 0; n < 4; n++) answers.push((await hit(address, limit)).allowed)
    expect(answers).toEqual([true, true, true, false])
  })
})
