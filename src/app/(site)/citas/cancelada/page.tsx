import type { Metadata } from 'next'

import { BOOKING_PATH } from '@/appointments/booking-paths'
import { panelClasses } from '@/appointments/ui/booking-styles'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getSiteSettings } from '@/content'
import { bookingCopy as copy } from '@/copy/booking'
import { pageTitle } from '@/lib/seo-text'

/** Where a cancellation by the visitor's link is redirected: it says so, and holds nothing of the appointment. */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: pageTitle(copy.manage.cancel, settings.agencyName) }, robots: { index: false } }
}

export default function AppointmentCancelledPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container max-w-3xl">
        <div className={panelClasses}>
          {/* biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own cancellation */}
          <h1 tabIndex={-1} autoFocus className="font-display text-3xl font-bold text-brand-900 focus:outline-none">
            {copy.manage.cancelled}
          </h1>
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
