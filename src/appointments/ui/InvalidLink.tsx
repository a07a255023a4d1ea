import { BOOKING_PATH } from '@/appointments/booking-paths'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { bookingCopy as copy } from '@/copy/booking'

import { panelClasses } from './booking-styles'

/** A wrong, expired or cancelled appointment link: a Spanish page with nothing of any appointment. */
export function InvalidLink() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container max-w-3xl">
        <div className={panelClasses}>
          <h1 className="font-display text-3xl font-bold text-brand-900">{copy.invalidLink.title}</h1>
          <p className="mt-3 text-lg">{copy.invalidLink.text}</p>
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
