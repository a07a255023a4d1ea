import type { Metadata } from 'next'

import { NewBookingPanel } from '@/appointments/ui/NewBookingPanel'
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
    <NewBookingPanel>
      {/* biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own cancellation */}
      <h1 tabIndex={-1} autoFocus className="font-display text-3xl font-bold text-brand-900 focus:outline-none">
        {copy.manage.cancelled}
      </h1>
    </NewBookingPanel>
  )
}
