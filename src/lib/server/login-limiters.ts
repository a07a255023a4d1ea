import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { createLimiter } from './limiter-store'

/**
 * Where the login throttle keeps its counters: the one place that builds the limiters. They live
 * in Redis, shared by every instance, when REDIS_URL is set, else in this process's memory (a
 * restart forgets them); see src/lib/limiter-store.ts.
 */
export type LoginLimiters = {
  /** Consecutive failures per (account, address); cleared by a successful login. */
  failuresPerAccountAndAddress: RateLimiterAbstract
  /** Holds the growing wait of an (account, address) after its failures (block()). */
  waitPerAccountAndAddress: RateLimiterAbstract
  /** Failures per account from every address: the ceiling for addresses the account never used. */
  failuresPerAccount: RateLimiterAbstract
  /** Failures per address over every account: one address guessing many accounts. */
  failuresPerAddress: RateLimiterAbstract
  /** Addresses an account signed in from recently: the account ceiling never applies to them. */
  knownAddresses: RateLimiterAbstract
  /** The latest wait any address of the account was given, shown to the admin. */
  accountWaitShown: RateLimiterAbstract
}

export const LOGIN_LIMITS = {
  freeFailures: 5,
  maxWaitSeconds: 15 * 60,
  accountCeiling: { failures: 50, perSeconds: 60 * 60, waitSeconds: 15 * 60 },
  addressCeiling: { failures: 100, perSeconds: 24 * 60 * 60, waitSeconds: 60 * 60 },
  knownAddressSeconds: 14 * 24 * 60 * 60,
} as const

/** A new, empty set of counters (the site uses the one shared set, `loginLimiters()`). */
export function createLoginLimiters(create: typeof createLimiter = createLimiter): LoginLimiters {
  const { accountCeiling, addressCeiling, knownAddressSeconds } = LOGIN_LIMITS
  return {
    failuresPerAccountAndAddress: create({
      keyPrefix: 'login:fails:account-address',
      points: 1_000_000,
      duration: 24 * 3600,
    }),
    waitPerAccountAndAddress: create({ keyPrefix: 'login:wait:account-address', points: 1, duration: 1 }),
    failuresPerAccount: create({
      keyPrefix: 'login:fails:account',
      points: accountCeiling.failures,
      duration: accountCeiling.perSeconds,
      blockDuration: accountCeiling.waitSeconds,
    }),
    failuresPerAddress: create({
      keyPrefix: 'login:fails:address',
      points: addressCeiling.failures,
      duration: addressCeiling.perSeconds,
      blockDuration: addressCeiling.waitSeconds,
    }),
    knownAddresses: create({ keyPrefix: 'login:known', points: 1, duration: knownAddressSeconds }),
    accountWaitShown: create({ keyPrefix: 'login:wait:account', points: 1, duration: 1 }),
  }
}

// Kept on globalThis: Next may bundle this module into more than one server chunk (the API
// route and the admin pages), and both must see the same counters.
const slot = Symbol.for('agencia.loginLimiters')
type WithLimiters = typeof globalThis & { [slot]?: LoginLimiters }

export function loginLimiters(): LoginLimiters {
  const holder = globalThis as WithLimiters
  holder[slot] ??= createLoginLimiters()
  return holder[slot]
}
