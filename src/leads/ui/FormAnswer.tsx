import { contactFormCopy as copy } from '@/copy/contact'
import { contactApiMessages } from '@/copy/contact-api'

import type { ContactFormState } from '@/leads/intake/contact-form-state'

const panel = 'rounded-md border px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

/**
 * The page's answer to the form sent without JavaScript, above the fields: the success message
 * (the toast's words, SPEC §8), a refusal, or a pointer to the field messages. `focus`: the
 * browser puts focus on it when the page loads (autofocus), so a screen reader reads it first.
 */
export function FormAnswer({ answer, focus }: { answer: ContactFormState; focus: boolean }) {
  if (answer.status === 'idle') return null
  if (answer.status === 'sent') {
    return (
      // biome-ignore lint/a11y/noAutofocus: this page is the answer to the visitor's own submit; focus on the answer is what they asked for
      <div role="status" tabIndex={-1} autoFocus={focus} className={`${panel} border-emerald-600 bg-emerald-50 text-emerald-900`}>
        <p className="font-semibold">{copy.success.title}</p>
        <p>{copy.success.description}</p>
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/noAutofocus: this page is the answer to the visitor's own submit; focus on the answer is what they asked for
    <div role="alert" tabIndex={-1} autoFocus={focus} className={`${panel} border-accent-600 bg-accent-50 text-accent-700`}>
      {answer.status === 'refused' ? (
        <>
          <p className="font-semibold">{copy.failure.title}</p>
          <p>{answer.message}</p>
        </>
      ) : (
        <p className="font-semibold">{contactApiMessages.invalid}</p>
      )}
    </div>
  )
}
