import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { signingCopy } from '@/copy/records'

/** A wrong, used or expired signing link: a Spanish page, status 404, nothing of anyone. */
export default function SigningLinkGone() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto grid max-w-3xl gap-4 px-4 pb-16 pt-24">
      <h1 className="font-display text-3xl font-bold text-brand-900">{signingCopy.goneTitle}</h1>
      <p className="text-lg text-ink">{signingCopy.goneBody}</p>
    </main>
  )
}
