import { rateLimiter } from './rate-limit'

/**
 * The per-address contact limit, one for both entry points (the JSON endpoint and the form
 * without JavaScript) and for the proxy in front of /contacto, which looks at it. Next bundles
 * each route, server action and the proxy separately, each with its own copy of this module, so
 * the counter lives on the process, not in the module.
 */
const limiterKey = Symbol.for('agencia.contact-limiter')
const shared = globalThis as typeof globalThis & { [limiterKey]?: ReturnType<typeof rateLimiter> }
shared[limiterKey] ??= rateLimiter('contact')

export const contactLimit = shared[limiterKey]
