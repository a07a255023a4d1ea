import type { ReactNode } from 'react'

import { BOOKING_PATH } from '@/appointments/booking-paths'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { bookingCopy as copy } from '@/copy/booking'

import { panelClasses } from './booking-styles'

/** A booking page that only says what happened (a cancellation, a link that leads nowhere) and offers to book again. */
export function NewBookingPanel({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container max-w-3xl">
        <div className={panelClasses}>
          {children}
          <p className="mt-6">
            <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline">
              {copy.manage.newBooking}
            </a>
          </p>
        </div>
      </div>
    </main>
  )
}
