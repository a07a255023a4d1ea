import { describe, expect, it } from 'vitest'

import { contactRateLimitSettings, RateLimiter } from '@/lib/rate-limit'

const settings = { max: 5, windowMs: 600_000, disabled: false }

describe('RateLimiter', () => {
  it('allows max requests per key in a window, then answers with the seconds left', () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 5; i++) expect(limiter.hit('1.1.1.1', settings, 1000).allowed).toBe(true)
    expect(limiter.hit('1.1.1.1', settings, 61_000)).toEqual({ allowed: false, retryAfterSeconds: 540 })
    expect(limiter.hit('2.2.2.2', settings, 61_000).allowed).toBe(true)
  })

  it('starts a new window once the old one has passed', () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 6; i++) limiter.hit('ip', settings, 0)
    expect(limiter.hit('ip', settings, 599_999).allowed).toBe(false)
    expect(limiter.hit('ip', settings, 600_000).allowed).toBe(true)
  })

  it('lets everything through when disabled', () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 50; i++) expect(limiter.hit('ip', { ...settings, disabled: true }).allowed).toBe(true)
  })

  it('keeps at most maxKeys windows', () => {
    const limiter = new RateLimiter(3)
    for (const ip of ['a', 'b', 'c', 'd', 'e']) limiter.hit(ip, { ...settings, max: 1 }, 0)
    // the oldest windows were dropped, so "a" starts afresh
    expect(limiter.hit('a', { ...settings, max: 1 }, 1).allowed).toBe(true)
  })
})

describe('contact rate-limit settings', () => {
  it('defaults to 5 per 10 minutes', () => {
    expect(contactRateLimitSettings({})).toEqual({ max: 5, windowMs: 600_000, disabled: false })
  })

  it('reads the environment', () => {
    expect(
      contactRateLimitSettings({
        CONTACT_RATE_LIMIT_MAX: '100',
        CONTACT_RATE_LIMIT_WINDOW_MS: '1000',
        CONTACT_RATE_LIMIT_DISABLED: 'true',
      }),
    ).toEqual({ max: 100, windowMs: 1000, disabled: true })
    expect(contactRateLimitSettings({ CONTACT_RATE_LIMIT_MAX: 'many', CONTACT_RATE_LIMIT_DISABLED: '1' })).toEqual({
      max: 5,
      windowMs: 600_000,
      disabled: false,
    })
  })
})
