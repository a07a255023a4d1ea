import { positiveEnvNumber } from '../lib/server/env-number'

/** The web booking's limits from the environment, read per request (docs/appointments.md, "Limits"). */
export type BookingLimits = { perAddress: number; perPhone: number; perEmail: number; openPerPhone: number; sitePerHour: number }

export function bookingLimits(): BookingLimits {
  return {
    perAddress: positiveEnvNumber('BOOKING_LIMIT_PER_ADDRESS_DAY', 3),
    perPhone: positiveEnvNumber('BOOKING_LIMIT_PER_PHONE_DAY', 2),
    perEmail: positiveEnvNumber('BOOKING_LIMIT_PER_EMAIL_DAY', 2),
    openPerPhone: positiveEnvNumber('BOOKING_LIMIT_OPEN_PER_PHONE', 2),
    sitePerHour: positiveEnvNumber('BOOKING_LIMIT_SITE_PER_HOUR', 30),
  }
}
