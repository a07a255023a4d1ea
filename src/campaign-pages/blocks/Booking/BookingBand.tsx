import { useId } from 'react'
import { Icon } from '@/components/icons/Icon'
import type { SiteSettings } from '@/content/types'
import { bookingCopy } from '@/copy/booking'
import { BOOKING_PAGES_PATH as BOOKING_PATH } from '@/lib/request-body-limits.mjs'

import type { BookingBlock } from '../../../payload-types'

/** The booking block: a band whose button opens the booking pages; nothing while the agency has booking turned off. */
export function BookingBand({ block, settings }: { block: BookingBlock; settings: SiteSettings }) {
  const headingId = useId()
  if (!settings.bookingEnabled) return null
  const href = block.topic ? `${BOOKING_PATH}?${new URLSearchParams({ tema: block.topic })}` : BOOKING_PATH
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="container">
        <div className="rounded-3xl bg-brand-50 p-7 text-center ring-1 ring-brand-100 sm:p-12">
          <h2 id={headingId} className="font-display text-3xl font-extrabold tracking-tight text-brand-900">
            {block.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink">{block.text}</p>
          <a
            href={href}
            className={
              'mt-8 inline-flex min-h-14 items-center justify-center gap-3 rounded-xl bg-brand-700 px-7 py-3 ' +
              'text-xl font-bold text-white hover:bg-brand-800'
            }
          >
            <Icon name="clock" className="h-6 w-6 shrink-0" />
            {bookingCopy.link}
          </a>
        </div>
      </div>
    </section>
  )
}
