/** The web booking's limits from the environment, read per request (docs/appointments.md, "Limits"). */
export type BookingLimits = { perAddress: number; perPhone: number; perEmail: number; openPerPhone: number; sitePerHour: number }

const positive = (value: string | undefined, fallback: number) => {
  const number = Number.parseInt(value ?? '', 10)
  return Number.isFinite(number) && number > 0 ? number : fallback
}

export function bookingLimits(env: Record<string, string | undefined> = process.env): BookingLimits {
  return {
    perAddress: positive(env.BOOKING_LIMIT_PER_ADDRESS_DAY, 3),
    perPhone: positive(env.BOOKING_LIMIT_PER_PHONE_DAY, 2),
    perEmail: positive(env.BOOKING_LIMIT_PER_EMAIL_DAY, 2),
    openPerPhone: positive(env.BOOKING_LIMIT_OPEN_PER_PHONE, 2),
    sitePerHour: positive(env.BOOKING_LIMIT_SITE_PER_HOUR, 30),
  }
}
