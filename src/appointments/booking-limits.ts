/**
 * The web booking's own limits (issue 33, finding 2): a stranger must not fill the calendar, the
 * leads list or the staff mailbox. Counters per address, phone and e-mail per day live where the
 * contact limit's do (rate-limiter-flexible: Redis with REDIS_URL, else this process); the open
 * appointments of a phone and the site's bookings of the last hour are counted in Postgres, the
 * truth for every instance. Numbers from the environment, read per request (docs/appointments.md).
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { bookingCopy } from '../copy/booking'
import { phoneDigits } from '../lib/phone'
import { type RateLimitSettings, rateLimiter } from '../lib/server/rate-limit'
import { bookingLimits } from './booking-limit-settings'
import type { BookingSubmission } from './booking-schema'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

// Next bundles the server action and the admin separately: the counters live on the process, as contact-limit.ts's do.
const countersKey = Symbol.for('agencia.booking-limiters')
type Limiter = ReturnType<typeof rateLimiter>
const shared = globalThis as typeof globalThis & { [countersKey]?: Record<'address' | 'phone' | 'email', Limiter> }
shared[countersKey] ??= {
  address: rateLimiter('booking-address'),
  phone: rateLimiter('booking-phone'),
  email: rateLimiter('booking-email'),
}
const counters = shared[countersKey]

const perDay = (max: number): RateLimitSettings => ({ max, windowMs: DAY_MS, disabled: false })

/** A phone or an e-mail as a counter's key: keyed by the site's secret, so the store holds no one's number or address. */
const privateKey = (secret: string, kind: string, value: string) => createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex')

/** Appointments booked on the site in the last hour, cancelled ones too (a bot may cancel what it booked). */
export async function webBookingsThisHour(payload: Payload, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'appointments',
    where: { bookedBy: { equals: 'sitio' }, createdAt: { greater_than: since } },
    overrideAccess: true,
  })
  return totalDocs
}

/** Whether web bookings are refused now for the site-wide ceiling: what the dashboard tells staff. */
export async function webBookingCeiling(payload: Payload) {
  const [count, { sitePerHour }] = [await webBookingsThisHour(payload), bookingLimits()]
  return { reached: count >= sitePerHour, count, ceiling: sitePerHour }
}

/** Appointments still to come, not cancelled, of leads with this phone's digits (booked on the site or by staff). */
async function openAppointmentsOfPhone(payload: Payload, digits: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'appointments',
    where: {
      'lead.phoneDigits': { equals: digits },
      status: { equals: 'agendada' },
      startsAt: { greater_than: new Date().toISOString() },
    },
    overrideAccess: true,
  })
  return totalDocs
}

export type BookingAllowance =
  | {
      allowed: true /** Gives back what was counted: the booking was not made (taken, failed, or a repeat of one made). */
      refund: () => Promise<void>
    }
  | { allowed: false; message: string }

/**
 * Counts one booking against every limit, or tells which refusal to show. The database counts
 * first (they count nothing), then the counters, each counted one given back when a later one
 * refuses. Requests in flight at the same moment may pass a database count together; the
 * counters are exact.
 */
export async function allowBooking(
  payload: Payload,
  { addressKey, booking }: { addressKey: string; booking: Pick<BookingSubmission, 'phone' | 'email'> },
): Promise<BookingAllowance> {
  const limits = bookingLimits()
  if ((await webBookingsThisHour(payload)) >= limits.sitePerHour) {
    payload.logger.warn({ msg: '[appointments] site-wide booking ceiling reached; web booking refused', ceiling: limits.sitePerHour })
    return { allowed: false, message: bookingCopy.limits.siteBusy }
  }
  const digits = phoneDigits(booking.phone)
  if ((await openAppointmentsOfPhone(payload, digits)) >= limits.openPerPhone)
    return { allowed: false, message: bookingCopy.limits.tooMany }

  const email = booking.email?.trim().toLowerCase()
  const wanted: [Limiter, string, RateLimitSettings][] = [
    [counters.address, addressKey, perDay(limits.perAddress)],
    [counters.phone, privateKey(payload.secret, 'phone', digits), perDay(limits.perPhone)],
    ...(email
      ? [[counters.email, privateKey(payload.secret, 'email', email), perDay(limits.perEmail)] as [Limiter, string, RateLimitSettings]]
      : []),
  ]
  const counted: typeof wanted = []
  const refund = async () => {
    for (const [limiter, key, settings] of counted) await limiter.refund(key, settings)
  }
  for (const entry of wanted) {
    const [limiter, key, settings] = entry
    if (!(await limiter(key, settings)).allowed) {
      await refund()
      return { allowed: false, message: bookingCopy.limits.tooMany }
    }
    counted.push(entry)
  }
  return { allowed: true, refund }
}
