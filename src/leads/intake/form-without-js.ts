import type { PayloadRequest } from 'payload'
import { contactFormCopy } from '../../copy/contact'
import { contactApiMessages } from '../../copy/contact-api'
import { fingerprintOf } from '../../db/idempotency'
import { HONEYPOT_FIELD } from '../../lib/contact-fields'
import { acceptVisitorSubmission, type SubmissionOutcome } from './accept-submission'
import { contactInputFromForm } from './contact-form-data'
import type { ContactFormState, TypedValues } from './contact-form-state'
import { contactFieldErrors, contactSchema } from './contact-schema'
import { FORM_WITHOUT_JS_LEAD_SOURCE } from './lead-sources'

/** The page's words for an outcome; what was typed stays on the page unless it was sent. */
function stateFor(outcome: SubmissionOutcome, values: TypedValues): ContactFormState {
  switch (outcome.kind) {
    case 'stored':
    case 'dropped':
      return { status: 'sent' }
    case 'invalid':
      return { status: 'invalid', values, errors: outcome.errors }
    case 'rate-limited':
      return { status: 'refused', values, message: contactApiMessages.rateLimited }
    case 'unavailable':
      return { status: 'refused', values, message: contactApiMessages.unavailable }
    case 'in-progress':
      return { status: 'refused', values, message: contactApiMessages.inProgress }
    case 'key-reused':
    case 'failed':
      return { status: 'refused', values, message: contactFormCopy.failure.description }
  }
}

/**
 * The contact form sent without JavaScript (a plain POST, decoded to FormData): the same schema
 * first (a visitor's typo costs nothing of the per-address limit, as with JavaScript, where the
 * browser checks first), then everything a JSON submission goes through, with the lead source
 * 'formulario-sin-js'.
 *
 * There is no per-visitor key to send: the landing's HTML is cached for everyone. The
 * idempotency key is the content itself, so pressing twice, or sending the answer page again,
 * stores one contact; other content gets another key.
 */
export async function answerFormWithoutJs(req: PayloadRequest, form: FormData): Promise<ContactFormState> {
  const input = contactInputFromForm(form)
  const { [HONEYPOT_FIELD]: honeypot, ...values } = input
  const parsed = contactSchema.safeParse(values)
  // A filled honeypot goes on, to be dropped like any other (a bot learns nothing).
  if (!parsed.success && !honeypot) return { status: 'invalid', values, errors: contactFieldErrors(parsed.error) }
  const outcome = await acceptVisitorSubmission(
    req,
    // Nothing was kept in the browser: the campaign is the one in the form page's own address (visit-origin.ts).
    input,
    {
      source: FORM_WITHOUT_JS_LEAD_SOURCE,
      idempotencyKey: fingerprintOf(values),
      idempotencyScope: 'contacts-sin-js',
      waitWhileInProgress: true,
    },
  )
  return stateFor(outcome, values)
}
