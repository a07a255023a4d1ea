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

/** A visitor's place on the per-address budget; a submission then refused (400) gives it back and counts as refused. */
export type VisitorAllowance = { allowed: true; refused: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

/**
 * The per-address limit every visitor intake spends (the contact form, with and without
 * JavaScript, and the booking form): an address that has sent too many refused submissions, or
 * too many accepted ones, waits. Counts one submission when allowed.
 */
export async function takeVisitorAllowance(key: string): Promise<VisitorAllowance> {
  const settings = contactRateLimitSettings()
  const refusedSettings = refusedSubmissionLimitSettings(settings)
  const refusedBudget = await refusedContactLimit.peek(key, refusedSettings)
  const limit = refusedBudget.allowed ? await contactLimit(key, settings) : refusedBudget
  if (!limit.allowed) return limit
  const refused = async () => {
    await Promise.all([contactLimit.refund(key, settings), refusedContactLimit(key, refusedSettings)])
  }
  return { allowed: true, refused }
}
