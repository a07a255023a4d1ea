import { Icon } from '@/components/icons/Icon'
import { SectionLink } from '@/components/layout/SectionLink'
import type { LandingCopy } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'

import { Countdown } from './Countdown'

type Props = {
  enrollment: LandingCopy['specialEnrollment']
  medicare: LandingCopy['medicarePromo']
  /** CMS's disclaimer, shown in the Medicare panel; null hides the panel (the agency offers no Medicare). */
  medicareDisclaimer: string | null
  /** The agency's time zone: the countdown runs to the first of next month there. */
  timeZone: string
}

const buttonClass = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 font-bold shadow-md hover:bg-brand-50'

export function Promotions({ enrollment, medicare, medicareDisclaimer, timeZone }: Props) {
  return (
    <section aria-label={copy.promotionsLabel} className="bg-white py-20 sm:py-24">
      <div className={`container grid gap-6 ${medicareDisclaimer ? 'lg:grid-cols-2' : ''}`}>
        <article className="promo-enrollment relative flex flex-col overflow-hidden rounded-3xl p-7 text-white shadow-card sm:p-10">
          <p
            className={
              'inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 text-sm ' + 'font-bold uppercase tracking-wider'
            }
          >
            <Icon name="clock" className="h-4 w-4" />
            {copy.limitedTime}
          </p>
          <h2 className="mt-4 font-display text-2xl font-extrabold sm:text-3xl">{enrollment.title}</h2>
          <p className="mt-3 text-base leading-relaxed text-white sm:text-lg">{enrollment.text}</p>
          <div className="mt-6">
            <Countdown labels={copy.countdownLabels} intro={copy.countdownIntro} ariaLabel={copy.countdownAria} timeZone={timeZone} />
          </div>
          <div className="mt-auto pt-6">
            <SectionLink section={sectionIds.contact} className={`${buttonClass} text-accent-700`}>
              {enrollment.buttonLabel}
              <Icon name="arrowRight" className="h-5 w-5" />
            </SectionLink>
          </div>
        </article>
        {medicareDisclaimer && (
          <article className="promo-medicare relative flex flex-col overflow-hidden rounded-3xl p-7 text-white shadow-card sm:p-10">
            <span
              aria-hidden="true"
              className={
                'pointer-events-none absolute -bottom-8 -right-3 font-display text-[8rem] font-extrabold ' +
                'leading-none text-white/10 sm:text-[10rem]'
              }
            >
              65+
            </span>
            <p
              className={
                'relative inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 ' +
                'text-sm font-bold uppercase tracking-wider'
              }
            >
              <Icon name="stethoscope" className="h-4 w-4" />
              {copy.medicareTag}
            </p>
            <h2 className="relative mt-4 font-display text-2xl font-extrabold sm:text-3xl">{medicare.title}</h2>
            <p className="relative mt-3 text-base leading-relaxed text-brand-50 sm:text-lg">{medicare.text}</p>
            <div className="relative mt-auto pt-6">
              <SectionLink section={sectionIds.contact} className={`${buttonClass} text-brand-800`}>
                {medicare.buttonLabel}
                <Icon name="arrowRight" className="h-5 w-5" />
              </SectionLink>
            </div>
            <p className="relative mt-6 border-t border-white/25 pt-4 text-sm leading-relaxed text-brand-50">{medicareDisclaimer}</p>
          </article>
        )}
      </div>
    </section>
  )
}
