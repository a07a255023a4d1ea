import { contactRateLimitSettings, rateLimiter, refusedSubmissionLimitSettings } from '../../lib/server/rate-limit'

/**
 * The per-address contact limits, one pair for both entry points (the JSON endpoint and the form
 * without JavaScript) and for the proxy in front of /contacto, which looks at them: accepted
 * submissions, and refused ones on a budget of their own. Next bundles each route, server action
 * and the proxy separately, each with its own copy of this module, so the counters live on the
 * process, not in the module.
 */
const limiterKey = Symbol.for('agencia.contact-limiter')
const refusedLimiterKey = Symbol.for('agencia.contact-refused-limiter')
type Limiter = ReturnType<typeof rateLimiter>
const shared = globalThis as typeof globalThis & { [limiterKey]?: Limiter; [refusedLimiterKey]?: Limiter }
shared[limiterKey] ??= rateLimiter('contact')
shared[refusedLimiterKey] ??= rateLimiter('contact-refused')

export const contactLimit = shared[limiterKey]
export const refusedContactLimit = shared[refusedLimiterKey]

/** Whether the address may send one more submission now, counting nothing (both budgets). */
export async function peekContactLimits(key: string) {
  const settings = contactRateLimitSettings()
  const refused = await refusedContactLimit.peek(key, refusedSubmissionLimitSettings(settings))
  return refused.allowed ? contactLimit.peek(key, settings) : refused
}
