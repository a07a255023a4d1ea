import { createLocalReq, type PayloadRequest, type RequiredDataFromCollectionSlug, ValidationError } from 'payload'

import { contactApiMessages } from '../../copy/contact-api'
import { type Answer, answerOnce } from '../../db/idempotency'
import { isDatabaseUnavailable } from '../../db/unavailable'
import { HONEYPOT_FIELD } from '../../lib/contact-fields'
import { DeadlineExceeded, withinDeadline } from '../../lib/deadline'
import { addressLimitKey, clientIpOf } from '../../lib/server/client-ip'
import { NEW_CONTACT_STATUS } from '../desk/contact-statuses'
import { takeVisitorAllowance } from './contact-limit'
import { contactInputFields, type FieldError } from './contact-schema'
import type { LeadSource } from './lead-sources'
import { visitOrigin } from './visit-origin'

/**
 * Longest the visitor waits on the database. A stalled database answers nothing at all (the
 * pool's own timeouts, payload.config.ts, end each query later): past this the answer is 503
 * and the work left behind either finishes (a retry with the same idempotency key then gets
 * the stored answer) or is dropped.
 */
export const DATABASE_DEADLINE_MS = 7000

/** What became of a visitor's submission; each entry point words it its own way (JSON, or a page). */
export type SubmissionOutcome =
  /** Stored now, or stored before under the same idempotency key (`replayed`). */
  | { kind: 'stored'; replayed: boolean }
  /** The honeypot was filled: nothing stored, and the visitor is told the same as for `stored`. */
  | { kind: 'dropped' }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** Another request with the same idempotency key is being stored right now. */
  | { kind: 'in-progress' }
  /** The idempotency key was used before for other content. */
  | { kind: 'key-reused' }
  | { kind: 'unavailable' }
  | { kind: 'failed' }

export type SubmissionOptions = {
  source: LeadSource
  /** Submissions under one key store one contact (src/db/idempotency.ts); null: no key. */
  idempotencyKey: string | null
  /** Keeps two entry points' keys apart. */
  idempotencyScope: string
  /**
   * While another request with the same key is being stored, wait for its outcome instead of
   * answering `in-progress` (within the database deadline). For a page: a browser that sends
   * the form twice shows only the second answer.
   */
  waitWhileInProgress?: boolean
}

const IN_PROGRESS_POLL_MS = 200
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type ContactData = RequiredDataFromCollectionSlug<'contacts'>
type StoreResult = { kind: 'stored' } | { kind: 'invalid'; errors: FieldError[] }

/**
 * Only the submission's own fields go on (status, source, notes or a consent record in the input
 * are never read). They are still unchecked here: the collection's validateContact hook is where
 * every new contact, whatever its entry point, is validated.
 */
export function submittedFields(input: Record<string, unknown>, source: LeadSource): ContactData {
  const fields = contactInputFields.map((field) => [field, Object.hasOwn(input, field) ? input[field] : undefined])
  return { ...Object.fromEntries(fields), status: NEW_CONTACT_STATUS, source } as ContactData
}

/**
 * Stores the contact through `req`: in the idempotency transaction when there is a key, else as
 * one INSERT that commits on its own (Payload's own transaction would only add round trips for a
 * single row). Database failures are thrown.
 */
async function storeContact(req: PayloadRequest, data: ContactData): Promise<StoreResult> {
  try {
    const doc = await req.payload.create({ collection: 'contacts', data, req, overrideAccess: false, depth: 0, disableTransaction: true })
    req.payload.logger.info({ msg: '[contacts] contact stored', contactId: doc.id, source: data.source })
    return { kind: 'stored' }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors = (error.data as { errors?: { path: string; message: string }[] }).errors ?? []
    return { kind: 'invalid', errors: errors.map(({ path, message }) => ({ field: path, message })) }
  }
}

/* The idempotency table keeps first answers as the JSON endpoint sent them (status and body). */
const acceptedAnswer: Answer = { status: 201, body: { message: contactApiMessages.accepted } }
const toAnswer = (result: StoreResult): Answer =>
  result.kind === 'stored' ? acceptedAnswer : { status: 400, body: { message: contactApiMessages.invalid, errors: result.errors } }
const fromAnswer = ({ status, body }: Answer, replayed: boolean): SubmissionOutcome =>
  status >= 200 && status <= 299
    ? { kind: 'stored', replayed }
    : { kind: 'invalid', errors: (body as { errors?: FieldError[] }).errors ?? [] }

/** With an idempotency key, a retry of a stored submission gets the first outcome and stores nothing. */
async function storeOnce(req: PayloadRequest, data: ContactData, options: SubmissionOptions): Promise<SubmissionOutcome> {
  const key = options.idempotencyKey
  if (!key) {
    const result = await storeContact(req, data)
    return result.kind === 'stored' ? { kind: 'stored', replayed: false } : result
  }
  const submission = { scope: options.idempotencyScope, key, content: data }
  const giveUpAt = Date.now() + DATABASE_DEADLINE_MS
  let attempt = req
  for (;;) {
    const outcome = await answerOnce(attempt, submission, async (inTransaction) => toAnswer(await storeContact(inTransaction, data)))
    if (outcome.kind === 'answered') return fromAnswer(outcome.answer, outcome.replayed)
    if (outcome.kind !== 'in-progress' || !options.waitWhileInProgress || Date.now() > giveUpAt) return outcome
    await pause(IN_PROGRESS_POLL_MS)
    // A request of its own for each try: the last one's transaction may still be rolling back.
    attempt = await createLocalReq({ req: { headers: req.headers, context: req.context } }, req.payload)
  }
}

/**
 * A visitor's submission, whatever carried it: honeypot, per-address limit, then the store (with
 * the collection's validation, consent record and staff notification). `input` is the decoded
 * body; the caller has bounded its size.
 */
export async function acceptVisitorSubmission(
  req: PayloadRequest,
  input: Record<string, unknown>,
  options: SubmissionOptions,
): Promise<SubmissionOutcome> {
  const ip = clientIpOf(req)
  try {
    const honeypot = Object.hasOwn(input, HONEYPOT_FIELD) ? input[HONEYPOT_FIELD] : undefined
    if (honeypot !== undefined && honeypot !== '' && honeypot !== null) {
      req.payload.logger.warn({ msg: '[contacts] honeypot filled; submission dropped', ip, source: options.source })
      return { kind: 'dropped' }
    }

    // Accepted submissions count; refused ones (400) are given back and counted on their own budget.
    const limit = await takeVisitorAllowance(addressLimitKey(ip))
    if (!limit.allowed) {
      req.payload.logger.warn({ msg: '[contacts] rate limit reached', ip, source: options.source })
      return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
    }

    // The page is the server's to say, whatever the body claims.
    const sent = Object.hasOwn(input, 'attribution') ? input.attribution : undefined
    const fields = submittedFields({ ...input, attribution: undefined, sentFromPath: undefined, ...visitOrigin(req, sent) }, options.source)
    const outcome = await withinDeadline(storeOnce(req, fields, options), DATABASE_DEADLINE_MS)
    if (outcome.kind === 'invalid') await limit.refused()
    return outcome
  } catch (error) {
    // Whatever the input, a visitor never gets Payload's generic error page.
    if (error instanceof DeadlineExceeded || isDatabaseUnavailable(error)) {
      req.payload.logger.error({ msg: '[contacts] database unavailable; submission refused', err: error })
      return { kind: 'unavailable' }
    }
    req.payload.logger.error({ msg: '[contacts] could not store a contact', err: error })
    return { kind: 'failed' }
  }
}
