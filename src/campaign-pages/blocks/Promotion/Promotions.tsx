import type { LandingCopy } from '@/content/types'
import { copy } from '@/copy/site'

import { EnrollmentCard, MedicareCard } from './PromotionCards'

type Props = {
  enrollment: LandingCopy['specialEnrollment']
  medicare: LandingCopy['medicarePromo']
  /** CMS's disclaimer, shown in the Medicare panel; null hides the panel (the agency offers no Medicare). */
  medicareDisclaimer: string | null
  /** The agency's time zone: the countdown runs to the first of next month there. */
  timeZone: string
}

/** The landing's two promotions side by side. */
export function Promotions({ enrollment, medicare, medicareDisclaimer, timeZone }: Props) {
  return (
    <section aria-label={copy.promotionsLabel} className="bg-white py-20 sm:py-24">
      <div className={`container grid gap-6 ${medicareDisclaimer ? 'lg:grid-cols-2' : ''}`}>
        <EnrollmentCard promotion={enrollment} timeZone={timeZone} />
        {medicareDisclaimer && <MedicareCard promotion={medicare} disclaimer={medicareDisclaimer} />}
      </div>
    </section>
  )
}
