import Link from 'next/link'

import { Icon } from '@/components/icons/Icon'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { copy } from '@/copy/site'

/** SPEC §2's not-found page (its text is in English in the spec, hence `lang="en"`). */
export function NotFoundView() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-24 pt-32 lg:pt-40">
      <div className="container max-w-2xl text-center">
        <p aria-hidden="true" className="font-display text-7xl font-extrabold text-brand-600 sm:text-8xl">
          404
        </p>
        <h1 lang="en" className="mt-4 font-display text-3xl font-extrabold text-brand-950 sm:text-4xl">
          {copy.notFound.title}
        </h1>
        <p lang="en" className="mt-4 text-lg text-ink-muted">
          {copy.notFound.text}
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xl bg-accent-600 px-6 font-bold text-white hover:bg-accent-700"
        >
          {copy.notFound.home}
          <Icon name="arrowRight" className="h-5 w-5" />
        </Link>
      </div>
    </main>
  )
}
