import { Icon } from '@/components/icons/Icon'
import { SectionLink } from '@/components/layout/SectionLink'
import type { LandingCopy } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'
import { countdownWindow } from '@/lib/countdown'

import { Countdown } from './Countdown'

const buttonClass = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 font-bold shadow-md hover:bg-brand-50'

type EnrollmentProps = {
  promotion: LandingCopy['specialEnrollment']
  timeZone: string
  /** The promotion's own last day ('yyyy-mm-dd'); without it the count runs to the first of next month. */
  lastDay?: string | null
}

/** The special-enrollment card with its countdown. */
export function EnrollmentCard({ promotion, timeZone, lastDay }: EnrollmentProps) {
  const renderedAt = new Date()
  const countdownText = lastDay
    ? { intro: copy.promotionEnd.intro, ariaLabel: copy.promotionEnd.aria }
    : { intro: copy.countdownIntro, ariaLabel: copy.countdownAria }
  return (
    <article className="promo-enrollment relative flex flex-col overflow-hidden rounded-3xl p-7 text-white shadow-card sm:p-10">
      <p
        className={
          'inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 text-sm ' + 'font-bold uppercase tracking-wider'
        }
      >
        <Icon name="clock" className="h-4 w-4" />
        {copy.limitedTime}
      </p>
      <h2 className="mt-4 font-display text-2xl font-extrabold sm:text-3xl">{promotion.title}</h2>
      <p className="mt-3 text-base leading-relaxed text-white sm:text-lg">{promotion.text}</p>
      <div className="mt-6">
        <Countdown
          labels={copy.countdownLabels}
          timeZone={timeZone}
          lastDay={lastDay}
          renderedAt={renderedAt.getTime()}
          rendered={countdownWindow(renderedAt, timeZone, lastDay)}
          {...countdownText}
        />
      </div>
      <div className="mt-auto pt-6">
        <SectionLink section={sectionIds.contact} className={`${buttonClass} text-accent-700`}>
          {promotion.buttonLabel}
          <Icon name="arrowRight" className="h-5 w-5" />
        </SectionLink>
      </div>
    </article>
  )
}

type MedicareProps = {
  promotion: LandingCopy['medicarePromo']
  /** The CMS's Medicare disclaimer: the card never shows without it. */
  disclaimer: string
}

/** The Medicare card; the TPMO disclaimer is part of it. */
export function MedicareCard({ promotion, disclaimer }: MedicareProps) {
  return (
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
      <h2 className="relative mt-4 font-display text-2xl font-extrabold sm:text-3xl">{promotion.title}</h2>
      <p className="relative mt-3 text-base leading-relaxed text-brand-50 sm:text-lg">{promotion.text}</p>
      <div className="relative mt-auto pt-6">
        <SectionLink section={sectionIds.contact} className={`${buttonClass} text-brand-800`}>
          {promotion.buttonLabel}
          <Icon name="arrowRight" className="h-5 w-5" />
        </SectionLink>
      </div>
      <p className="relative mt-6 border-t border-white/25 pt-4 text-sm leading-relaxed text-brand-50">{disclaimer}</p>
    </article>
  )
}
