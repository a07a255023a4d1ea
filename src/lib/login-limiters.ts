import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * Where the login throttle keeps its counters: the one place that builds the limiters, so that
 * counting in Redis (several app instances) is a change to this file only. For now the site is
 * one process and the counters live in its memory: a restart forgets them.
 */
export type LoginLimiters = {
  /** Consecutive failures per (account, address); cleared by a successful login. */
  failuresPerAccountAndAddress: RateLimiterMemory
  /** Holds the growing wait of an (account, address) after its failures (block()). */
  waitPerAccountAndAddress: RateLimiterMemory
  /** Failures per account from every address: the ceiling for addresses the account never used. */
  failuresPerAccount: RateLimiterMemory
  /** Failures per address over every account: one address guessing many accounts. */
  failuresPerAddress: RateLimiterMemory
  /** Addresses an account signed in from recently: the account ceiling never applies to them. */
  knownAddresses: RateLimiterMemory
  /** The latest wait any address of the account was given, shown to the admin. */
  accountWaitShown: RateLimiterMemory
}

export const LOGIN_LIMITS = {
  freeFailures: 5,
  maxWaitSeconds: 15 * 60,
  accountCeiling: { failures: 50, perSeconds: 60 * 60, waitSeconds: 15 * 60 },
  addressCeiling: { failures: 100, perSeconds: 24 * 60 * 60, waitSeconds: 60 * 60 },
  knownAddressSeconds: 14 * 24 * 60 * 60,
} as const

/** A new, empty set of counters (the site uses the one shared set, `loginLimiters()`). */
export function createLoginLimiters(): LoginLimiters {
  const { accountCeiling, addressCeiling, knownAddressSeconds } = LOGIN_LIMITS
  return {
    failuresPerAccountAndAddress: new RateLimiterMemory({
      keyPrefix: 'login:fails:account-address',
      points: 1_000_000,
      duration: 24 * 3600,
    }),
    waitPerAccountAndAddress: new RateLimiterMemory({ keyPrefix: 'login:wait:account-address', points: 1, duration: 1 }),
    failuresPerAccount: new RateLimiterMemory({
      keyPrefix: 'login:fails:account',
      points: accountCeiling.failures,
      duration: accountCeiling.perSeconds,
      blockDuration: accountCeiling.waitSeconds,
    }),
    failuresPerAddress: new RateLimiterMemory({
      keyPrefix: 'login:fails:address',
      points: addressCeiling.failures,
      duration: addressCeiling.perSeconds,
      blockDuration: addressCeiling.waitSeconds,
    }),
    knownAddresses: new RateLimiterMemory({ keyPrefix: 'login:known', points: 1, duration: knownAddressSeconds }),
    accountWaitShown: new RateLimiterMemory({ keyPrefix: 'login:wait:account', points: 1, duration: 1 }),
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
