import { useId } from 'react'

import { Icon } from '@/components/icons/Icon'
import type { SiteSettings } from '@/content/types'
import { copy } from '@/copy/site'
import { telHref } from '@/lib/phone'

import type { CallToActionBlock } from '../../../payload-types'

const buttonClass =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-xl px-7 py-3 text-center text-xl font-bold shadow-lg ' +
  'focus-visible:outline-amber-300'

/** A coloured band that asks the visitor to call the agency, or to write on WhatsApp when the agency has it. */
export function CallToActionBand({ block, settings }: { block: CallToActionBlock; settings: SiteSettings }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="container">
        <div className="rounded-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 p-7 text-white shadow-card sm:p-12">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id={headingId} className="font-display text-3xl font-extrabold tracking-tight sm:text-display-sm">
              {block.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-50 sm:text-xl">{block.text}</p>
          </div>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <a href={telHref(settings.phone)} className={`${buttonClass} bg-accent-600 text-white hover:bg-accent-700`}>
              <Icon name="phone" className="h-6 w-6 shrink-0" />
              <span>
                {copy.callToAction.call} <span className="whitespace-nowrap">{settings.phone}</span>
              </span>
            </a>
            {settings.whatsApp && (
              <a
                href={settings.whatsApp.href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass} bg-white text-brand-900 hover:bg-brand-50`}
              >
                <Icon name="whatsapp" className="h-6 w-6 shrink-0" />
                {copy.whatsApp.linkText}
                <span className="sr-only"> {copy.footer.newTab}</span>
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
