import { describe, expect, it } from 'vitest'

import { contactRateLimitSettings, rateLimiter } from '@/lib/server/rate-limit'

const settings = { max: 5, windowMs: 600_000, disabled: false }

describe('rateLimiter (one instance: counted in memory)', () => {
  it('allows max requests per key in a window, then answers with the seconds left', async () => {
    const hit = rateLimiter('test')
    for (let i = 0; i < 5; i++) expect((await hit('1.1.1.1', settings)).allowed).toBe(true)
    expect(await hit('1.1.1.1', settings)).toEqual({ allowed: false, retryAfterSeconds: 600 })
    expect((await hit('2.2.2.2', settings)).allowed).toBe(true)
  })

  it('starts a new window once the old one has passed', async () => {
    const hit = rateLimiter('test')
    const short = { ...settings, max: 1, windowMs: 1000 }
    expect((await hit('ip', short)).allowed).toBe(true)
    expect((await hit('ip', short)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await hit('ip', short)).allowed).toBe(true)
  })

  it('lets everything through when disabled', async () => {
    const hit = rateLimiter('test')
    for (let i = 0; i < 50; i++) expect((await hit('ip', { ...settings, disabled: true })).allowed).toBe(true)
  })

  it('counts afresh when the limit is configured differently', async () => {
    const hit = rateLimiter('test')
    for (let i = 0; i < 2; i++) await hit('ip', { ...settings, max: 2 })
    expect((await hit('ip', { ...settings, max: 2 })).allowed).toBe(false)
    expect((await hit('ip', { ...settings, max: 3 })).allowed).toBe(true)
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
