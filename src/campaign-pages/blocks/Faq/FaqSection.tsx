import { useId } from 'react'

import { Icon } from '@/components/icons/Icon'
import { CmsRichText } from '@/components/rich-text/CmsRichText'

import type { FaqBlock } from '../../../payload-types'

/**
 * Questions and answers as native disclosures: a keyboard opens one with Enter or Space and a
 * screen reader announces it expanded or collapsed with no JavaScript, and every answer is in
 * the server's HTML (search engines and find-in-page read it even while it is closed).
 */
export function FaqSection({ block }: { block: FaqBlock }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-20 sm:py-24">
      <div className="container max-w-4xl">
        <h2
          id={headingId}
          className="text-center font-display text-3xl font-extrabold tracking-tight text-brand-950 sm:text-display-sm lg:text-display-md"
        >
          {block.heading}
        </h2>
        <div className="mt-10 space-y-4">
          {block.questions.map((item, index) => (
            <details
              key={item.id ?? index}
              className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-2 open:ring-brand-300"
            >
              <summary
                className={
                  'flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-display ' +
                  'text-lg font-bold text-brand-950 hover:bg-brand-50 sm:p-6 sm:text-xl [&::-webkit-details-marker]:hidden'
                }
              >
                {item.question}
                <Icon
                  name="chevronDown"
                  className="h-6 w-6 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <CmsRichText data={item.answer} highest="h3" className="legal-body px-5 pb-6 text-lg sm:px-6 sm:text-xl" />
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
