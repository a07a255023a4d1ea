import type { Metadata } from 'next'

import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { signingCopy } from '@/copy/records'

/** Inside the site's layout, which reads the settings: rendered per request like /contacto/gracias. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: signingCopy.thanksTitle, robots: { index: false } }

/** Where a signature is redirected (303) once stored: a GET of its own, holding nothing of the signer. */
export default function SigningThanksPage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto grid max-w-3xl gap-4 px-4 pb-16 pt-24">
      <h1 className="font-display text-3xl font-bold text-brand-900">{signingCopy.thanksTitle}</h1>
      <p className="text-lg text-ink">{signingCopy.thanksBody}</p>
    </main>
  )
}
