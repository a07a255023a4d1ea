import { describe, expect, it } from 'vitest'

import { createLoginLimiters, LOGIN_LIMITS } from '@/lib/server/login-limiters'
import { loginThrottle, waitAfterFailures } from '@/lib/server/login-throttle'

const account = 'ana@agencia.example'

async function failTimes(throttle: ReturnType<typeof loginThrottle>, times: number, address: string, who = account) {
  let last = { failures: 0, waitSeconds: 0 }
  for (let i = 0; i < times; i++) last = await throttle.recordFailure(who, address)
  return last
}

describe('the login throttle', () => {
  it('lets the first failures through, then doubles the wait after each failure, up to 15 minutes', () => {
    const free = LOGIN_LIMITS.freeFailures
    expect([1, free].map(waitAfterFailures)).toEqual([0, 0])
    expect([free + 1, free + 2, free + 3, free + 4].map(waitAfterFailures)).toEqual([1, 2, 4, 8])
    expect(waitAfterFailures(free + 40)).toBe(15 * 60)
  })

  it('makes the failing address wait, never another address of the same account', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    await failTimes(throttle, LOGIN_LIMITS.freeFailures, '203.0.113.5')
    expect(await throttle.check(account, '203.0.113.5')).toEqual({ allowed: true })
    await failTimes(throttle, 5, '203.0.113.5')
    expect(await throttle.check(account, '203.0.113.5')).toEqual({ allowed: false, retryAfterSeconds: 16 })
    expect(await throttle.check(account, '198.51.100.7')).toEqual({ allowed: true })
  })

  it('a successful login clears the address’s failures', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    await failTimes(throttle, LOGIN_LIMITS.freeFailures + 2, '203.0.113.5')
    await throttle.recordSuccess(account, '203.0.113.5')
    expect(await throttle.check(account, '203.0.113.5')).toEqual({ allowed: true })
    expect((await throttle.recordFailure(account, '203.0.113.5')).failures).toBe(1)
  })

  it('past the account ceiling new addresses wait, but an address the owner signed in from does not', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    await throttle.recordSuccess(account, '198.51.100.7')
    const { failures } = LOGIN_LIMITS.accountCeiling
    for (let i = 0; i <= failures; i++) await throttle.recordFailure(account, `203.0.113.${i % 250}`)
    const fromStranger = await throttle.check(account, '192.0.2.99')
    expect(fromStranger.allowed).toBe(false)
    expect(await throttle.check(account, '198.51.100.7')).toEqual({ allowed: true })
    expect(await throttle.check('otra@agencia.example', '192.0.2.99')).toEqual({ allowed: true })
  })

  it('past the account ceiling, a device the owner signed in on gets through from a new address', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    for (let i = 0; i <= LOGIN_LIMITS.accountCeiling.failures; i++) await throttle.recordFailure(account, `203.0.113.${i % 250}`)
    expect((await throttle.check(account, '192.0.2.50')).allowed).toBe(false)
    expect(await throttle.check(account, '192.0.2.50', { rememberedDevice: true })).toEqual({ allowed: true })
  })

  it('one address failing against many accounts waits once it passes the daily ceiling', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    for (let i = 0; i <= LOGIN_LIMITS.addressCeiling.failures; i++) await throttle.recordFailure(`cuenta-${i}@example.com`, '203.0.113.9')
    expect((await throttle.check('nueva@example.com', '203.0.113.9')).allowed).toBe(false)
    expect(await throttle.check('nueva@example.com', '203.0.113.10')).toEqual({ allowed: true })
  })

  it('tells the admin until when an account is throttled and how many failures it had', async () => {
    const throttle = loginThrottle(createLoginLimiters())
    expect(await throttle.state(account)).toEqual({ failuresLastHour: 0, throttledUntil: null })
    const now = Date.now()
    await failTimes(throttle, LOGIN_LIMITS.freeFailures + 3, '203.0.113.5')
    const state = await throttle.state(account, now)
    expect(state.failuresLastHour).toBe(LOGIN_LIMITS.freeFailures + 3)
    expect(state.throttledUntil?.getTime()).toBeGreaterThan(now + 3000)
    expect(state.throttledUntil?.getTime()).toBeLessThanOrEqual(now + 4000 + 50)
  })
})
