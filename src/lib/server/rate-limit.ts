import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { createLimiter } from './limiter-store'

/**
 * Fixed-window counter per key (rate-limiter-flexible): in Redis for several instances, in
 * process memory for one (src/lib/server/limiter-store.ts). A key's window starts at its first hit.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimitSettings = { max: number; windowMs: number; disabled: boolean }

/**
 * One counter per limit, under `name`; the settings are read per request, so a change of them
 * starts a new counter. `hit` counts one; `hit.peek` tells without counting; `hit.refund` gives
 * one back (a request that, once done, turned out not to count).
 */
export function rateLimiter(name: string, create: typeof createLimiter = createLimiter) {
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterFor = ({ max, windowMs }: RateLimitSettings) => {
    const id = `${max}/${windowMs}`
    let limiter = limiters.get(id)
    if (!limiter) {
      // In seconds; the Redis store counts whole ones (its windows here are minutes long).
      limiter = create({ keyPrefix: `${name}:${id}`, points: max, duration: Math.max(1, windowMs / 1000) })
      limiters.set(id, limiter)
    }
    return limiter
  }
  const refused = (msBeforeNext: number): RateLimitResult => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  })

  /** Counts one hit for `key`: allowed while the window has points left. */
  async function hit(key: string, settings: RateLimitSettings): Promise<RateLimitResult> {
    if (settings.disabled) return { allowed: true }
    try {
      await limiterFor(settings).consume(key)
      return { allowed: true }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      return refused(rejection.msBeforeNext)
    }
  }

  /** Whether `key` would be allowed a hit now, without counting one. */
  async function peek(key: string, settings: RateLimitSettings): Promise<RateLimitResult> {
    if (settings.disabled) return { allowed: true }
    const counted = await limiterFor(settings).get(key)
    return counted && counted.consumedPoints >= settings.max && counted.msBeforeNext > 0 ? refused(counted.msBeforeNext) : { allowed: true }
  }

  /** Gives one counted hit back. */
  async function refund(key: string, settings: RateLimitSettings): Promise<void> {
    if (!settings.disabled) await limiterFor(settings).reward(key, 1)
  }

  return Object.assign(hit, { peek, refund })
}

/** Contact limit from the environment: 5 per 10 minutes unless configured. Read per request. */
export function contactRateLimitSettings(env: Record<string, string | undefined> = process.env): RateLimitSettings {
  const max = Number.parseInt(env.CONTACT_RATE_LIMIT_MAX ?? '', 10)
  const windowMs = Number.parseInt(env.CONTACT_RATE_LIMIT_WINDOW_MS ?? '', 10)
  return {
    max: Number.isFinite(max) && max > 0 ? max : 5,
    windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : 10 * 60 * 1000,
    disabled: env.CONTACT_RATE_LIMIT_DISABLED === 'true',
  }
}

/**
 * Refused submissions (400: a field missing or wrong) do not use up the limit above: a visitor
 * correcting the form would otherwise be locked out by their own mistakes. They have a budget of
 * their own, four times as large in the same window, so an address posting junk still waits.
 */
export const REFUSED_SUBMISSIONS_PER_ACCEPTED = 4

export function refusedSubmissionLimitSettings(accepted: RateLimitSettings): RateLimitSettings {
  return { ...accepted, max: accepted.max * REFUSED_SUBMISSIONS_PER_ACCEPTED }
}
