import type { Payload, TypedUser } from 'payload'

import { webBookingCeiling } from '@/appointments/booking-limits'
import { bookingCopy } from '@/copy/booking'

type Props = { payload: Payload; user?: TypedUser | null }

/**
 * Dashboard warning while the site refuses new web bookings: more were booked in the last hour
 * than the site-wide ceiling allows (src/appointments/booking-limits.ts), as in a flood.
 */
export default async function WebBookingsPausedWarning({ payload, user }: Props) {
  if (!user) return null
  const { reached, count, ceiling } = await webBookingCeiling(payload)
  if (!reached) return null
  return (
    <section className="smtp-missing-warning" role="alert" aria-labelledby="web-bookings-paused-title">
      <h2 id="web-bookings-paused-title" className="smtp-missing-warning__title">
        {bookingCopy.staffWarning.title}
      </h2>
      <p>{bookingCopy.staffWarning.text(count, ceiling)}</p>
    </section>
  )
}
