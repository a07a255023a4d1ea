import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { LOGIN_LIMITS, type LoginLimiters, loginLimiters } from './login-limiters'

/**
 * The login throttle: failed logins slow down the (address, account) pair that fails, with a
 * wait that doubles after each failure past the first few, and never the account's owner at
 * another address. Two ceilings stop wider guessing: many addresses against one account
 * (addresses the account recently signed in from, and devices it signed in on, stay exempt, so
 * strangers cannot lock the owner out) and one address against many accounts. Unknown accounts are counted exactly like
 * existing ones, so the answers tell nobody which accounts exist.
 */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type AccountThrottleState = { failuresLastHour: number; throttledUntil: Date | null }

const NO_ADDRESS = 'sin-direccion'
const pairKey = (account: string, address: string | null) => `${account}|${address ?? NO_ADDRESS}`
const isOver = (result: RateLimiterRes | null, limiter: RateLimiterAbstract) =>
  result !== null && result.consumedPoints > limiter.points && result.msBeforeNext > 0

/** The wait after the n-th consecutive failure of one pair, in seconds (0 while failures are free). */
export function waitAfterFailures(failures: number): number {
  const beyondFree = failures - LOGIN_LIMITS.freeFailures
  return beyondFree <= 0 ? 0 : Math.min(2 ** (beyondFree - 1), LOGIN_LIMITS.maxWaitSeconds)
}

/** Consumes a point; being over the limit is what we wanted to count, not an error. */
async function count(limiter: RateLimiterAbstract, key: string): Promise<void> {
  await limiter.consume(key).catch((rejection: unknown) => {
    if (rejection instanceof Error) throw rejection
  })
}

export function loginThrottle(limiters: LoginLimiters = loginLimiters()) {
  return {
    /** `rememberedDevice`: the request shows the account's device cookie (src/lib/server/remembered-device.ts). */
    async check(account: string, address: string | null, { rememberedDevice = false } = {}): Promise<ThrottleVerdict> {
      const pair = pairKey(account, address)
      const [wait, accountFailures, addressFailures, known] = await Promise.all([
        limiters.waitPerAccountAndAddress.get(pair),
        limiters.failuresPerAccount.get(account),
        limiters.failuresPerAddress.get(address ?? NO_ADDRESS),
        limiters.knownAddresses.get(pair),
      ])
      const waits = [
        isOver(wait, limiters.waitPerAccountAndAddress) ? wait : null,
        isOver(accountFailures, limiters.failuresPerAccount) && !known && !rememberedDevice ? accountFailures : null,
        isOver(addressFailures, limiters.failuresPerAddress) ? addressFailures : null,
      ].flatMap((result) => (result ? [result.msBeforeNext] : []))
      if (waits.length === 0) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) }
    },

    /** Counts a wrong password; returns the pair's consecutive failures and the wait it now has. */
    async recordFailure(account: string, address: string | null): Promise<{ failures: number; waitSeconds: number }> {
      const pair = pairKey(account, address)
      const { consumedPoints: failures } = await limiters.failuresPerAccountAndAddress.penalty(pair)
      const waitSeconds = waitAfterFailures(failures)
      if (waitSeconds > 0) {
        await limiters.waitPerAccountAndAddress.block(pair, waitSeconds)
        const shown = await limiters.accountWaitShown.get(account)
        if (!shown || shown.msBeforeNext < waitSeconds * 1000) await limiters.accountWaitShown.block(account, waitSeconds)
      }
      await Promise.all([count(limiters.failuresPerAccount, account), count(limiters.failuresPerAddress, address ?? NO_ADDRESS)])
      return { failures, waitSeconds }
    },

    /** A successful login clears the pair's failures and remembers the address for the account. */
    async recordSuccess(account: string, address: string | null): Promise<void> {
      const pair = pairKey(account, address)
      await Promise.all([
        limiters.failuresPerAccountAndAddress.delete(pair),
        limiters.waitPerAccountAndAddress.delete(pair),
        limiters.knownAddresses.set(pair, 1, LOGIN_LIMITS.knownAddressSeconds),
      ])
    },

    /** What the admin sees on an account. */
    async state(account: string, now = Date.now()): Promise<AccountThrottleState> {
      const [failures, shown] = await Promise.all([limiters.failuresPerAccount.get(account), limiters.accountWaitShown.get(account)])
      const untils = [
        shown && shown.msBeforeNext > 0 ? shown.msBeforeNext : 0,
        isOver(failures, limiters.failuresPerAccount) ? (failures?.msBeforeNext ?? 0) : 0,
      ]
      const longest = Math.max(...untils)
      return {
        failuresLastHour: failures?.consumedPoints ?? 0,
        throttledUntil: longest > 0 ? new Date(now + longest) : null,
      }
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>

/** The key an e-mail is counted under, as Payload looks accounts up. */
export const accountKey = (email: unknown): string => (typeof email === 'string' ? email.trim().toLowerCase() : '')
