import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { createLimiter } from './limiter-store'

/**
 * Fixed-window counter per key (rate-limiter-flexible): in Redis for several instances, in
 * process memory for one (src/lib/limiter-store.ts). A key's window starts at its first hit.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimitSettings = { max: number; windowMs: number; disabled: boolean }

/** One counter per limit, under `name`; the settings are read per request, so a change of them starts a new counter. */
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

  /** Counts one hit for `key`: allowed while the window has points left. */
  async function hit(key: string, settings: RateLimitSettings): Promise<RateLimitResult> {
    if (settings.disabled) return { allowed: true }
    try {
      await limiterFor(settings).consume(key)
      return { allowed: true }
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
  }

  /** Whether `key` would be allowed a hit now, without counting one. */
  async function peek(key: string, settings: RateLimitSettings): Promise<RateLimitResult> {
    if (settings.disabled) return { allowed: true }
    const state = await limiterFor(settings).get(key)
    if (!state || state.consumedPoints < settings.max || state.msBeforeNext <= 0) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
  }

  return Object.assign(hit, { peek })
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
