/**
 * Fixed-window counter per key, in process memory (the site runs as one Node process).
 * Bounded: expired windows are dropped, and past `maxKeys` the oldest windows go first.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimitSettings = { max: number; windowMs: number; disabled: boolean }

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly maxKeys = 50_000) {}

  hit(key: string, settings: RateLimitSettings, now = Date.now()): RateLimitResult {
    if (settings.disabled) return { allowed: true }
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      this.windows.delete(key)
      this.prune(now)
      window = { count: 0, resetAt: now + settings.windowMs }
      this.windows.set(key, window)
    }
    window.count += 1
    if (window.count <= settings.max) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) }
  }

  private prune(now: number) {
    if (this.windows.size < this.maxKeys) return
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now || this.windows.size >= this.maxKeys) this.windows.delete(key)
      else break
    }
  }
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
