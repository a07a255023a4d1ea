import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { signingCopy } from '@/copy/records'
import { loadSigningView } from '@/records/read/signing'
import { SigningForm } from '@/records/ui/SigningForm'

import { rescindConsent, signRecord } from './sign-action'

type Props = { params: Promise<{ token: string }> }

/**
 * /firmar/<token>: the consumer reads the document and signs it with their typed name (SOA,
 * Marketplace consent, application review). Rendered for each request, never cached or indexed.
 * A wrong, used or expired link is a 404 with a Spanish page (./not-found.tsx) and no data. A
 * signed Marketplace consent shows «firmado el …» and lets the consumer rescind it here for
 * CONSENT_PAGE_DAYS (src/records/retention.ts); a rescission link staff send does the same.
 */
export const dynamic = 'force-dynamic'

// 'same-origin': the token in the address never goes to another site in a Referer, and the form's
// own POST keeps its Origin (with 'no-referrer' the browser sends `Origin: null`, which Next's
// server actions refuse as cross-site).
export const metadata: Metadata = { title: signingCopy.pageTitle, robots: { index: false, follow: false }, referrer: 'same-origin' }

function DocumentText({ text }: { text: string }) {
  return (
    <div className="whitespace-pre-line rounded-xl border border-slate-300 bg-white p-5 text-base leading-relaxed text-ink sm:p-8">
      {text}
    </div>
  )
}

export default async function SigningPage({ params }: Props) {
  const { token } = await params
  const view = await loadSigningView(token)
  if (view.state === 'gone') notFound()
  const permalink = `/firmar/${token}`
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto grid max-w-3xl gap-6 px-4 pb-16 pt-24">
      <h1 className="font-display text-3xl font-bold text-brand-900">
        {view.state === 'unavailable' ? signingCopy.unavailableTitle : view.title}
      </h1>
      {view.state === 'open' && (
        <>
          <p className="text-lg text-ink">{signingCopy.readFirst}</p>
          <DocumentText text={view.text} />
          <SigningForm
            action={signRecord}
            token={token}
            permalink={permalink}
            date={view.date}
            products={view.products}
            submitLabel={signingCopy.submit}
          />
        </>
      )}
      {(view.state === 'consent-signed' || view.state === 'rescission-open') && (
        <>
          <p role="status" className="text-lg font-semibold text-brand-900">
            {signingCopy.signedOn(view.signedOn)}
          </p>
          <DocumentText text={view.text} />
          <section aria-labelledby="rescind-title" className="grid gap-4">
            <h2 id="rescind-title" className="font-display text-2xl font-bold text-brand-900">
              {signingCopy.rescindTitle}
            </h2>
            <p className="text-base text-ink">{signingCopy.rescindBody}</p>
            <p className="text-base text-ink">{signingCopy.rescindNameHint}</p>
            <SigningForm
              action={rescindConsent}
              token={token}
              permalink={permalink}
              date={view.date}
              products={null}
              submitLabel={signingCopy.rescindSubmit}
            />
          </section>
        </>
      )}
      {view.state === 'unavailable' && <p className="text-lg text-ink">{signingCopy.unavailableBody}</p>}
      {view.state === 'consent-rescinded' && (
        <p role="status" className="text-lg font-semibold text-brand-900">
          {signingCopy.rescindedOn(view.rescindedOn)}
        </p>
      )}
    </main>
  )
}
