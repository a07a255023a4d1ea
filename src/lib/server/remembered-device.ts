import { createHmac, timingSafeEqual } from 'node:crypto'

import { emailHash } from './email-hash'

/**
 * A device an account signed in on: a cookie set by a successful login, signed with
 * PAYLOAD_SECRET, HttpOnly, for that account only (several staff may share an office computer:
 * one cookie each). It lets the owner past the per-account ceiling of the login throttle, which
 * makes every new address wait while strangers guess the account (src/lib/server/login-throttle.ts):
 * without it, the owner signing in from a new place was kept out as long as the guessing went
 * on. It proves nothing else: the password is still checked, and the address's own throttle
 * still applies. Kept 90 days, renewed at each login.
 */
export const REMEMBERED_DEVICE_SECONDS = 90 * 24 * 60 * 60

type DeviceOptions = { secret: string; now?: number }

const cookieName = (account: string, secret: string) => `dispositivo-${emailHash(account, secret).slice(0, 12)}`
const signature = (account: string, issuedAt: number, secret: string) =>
  createHmac('sha256', secret).update(`remembered-device|${account}|${issuedAt}`).digest('base64url')

/** The Set-Cookie line for `account` on the device that just signed in. */
export function rememberedDeviceCookie(account: string, { secret, secure, now = Date.now() }: DeviceOptions & { secure: boolean }): string {
  const issuedAt = Math.floor(now / 1000)
  const value = `${issuedAt}.${signature(account, issuedAt, secret)}`
  const attributes = [`Max-Age=${REMEMBERED_DEVICE_SECONDS}`, 'Path=/api/users', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return [`${cookieName(account, secret)}=${value}`, ...attributes].join('; ')
}

/** Whether the request's cookies include a valid, unexpired one for `account`. */
export function isRememberedDevice(cookieHeader: string | null, account: string, { secret, now = Date.now() }: DeviceOptions): boolean {
  if (!cookieHeader || !account) return false
  const name = cookieName(account, secret)
  const value = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  const [issued, given] = value?.split('.') ?? []
  const issuedAt = Number(issued)
  if (!given || !Number.isSafeInteger(issuedAt)) return false
  if (now / 1000 - issuedAt > REMEMBERED_DEVICE_SECONDS || issuedAt - now / 1000 > 60) return false
  const expected = Buffer.from(signature(account, issuedAt, secret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
