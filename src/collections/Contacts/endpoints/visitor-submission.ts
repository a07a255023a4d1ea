import { type PayloadRequest, type RequiredDataFromCollectionSlug, ValidationError } from 'payload'

import { contactApiMessages } from '../../../copy/contact-api'
import { type Answer, answerOnce } from '../../../db/idempotency'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../db/unavailable'
import { addressLimitKey, clientIpOf } from '../../../lib/client-ip'
import { HONEYPOT_FIELD } from '../../../lib/contact-fields'
import { contactInputFields, type FieldError } from '../../../lib/contact-schema'
import { NEW_CONTACT_STATUS } from '../../../lib/contact-statuses'
import { DeadlineExceeded, withinDeadline } from '../../../lib/deadline'
import { IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey } from '../../../lib/idempotency-key'
import { FORM_LEAD_SOURCE } from '../../../lib/lead-sources'
import { contactRateLimitSettings, rateLimiter } from '../../../lib/rate-limit'
import { jsonAnswer } from './json-answer'
import { readJsonBody } from './read-json-body'

const MAX_CONTACT_BODY_BYTES = 32 * 1024

/**
 * Longest the visitor waits on the database. A stalled database answers nothing at all (the
 * pool's own timeouts, payload.config.ts, end each query later): past this the answer is 503
 * and the work left behind either finishes (a retry with the same Idempotency-Key then gets
 * the stored answer) or is dropped.
 */
const DATABASE_DEADLINE_MS = 7000

const hitContactLimit = rateLimiter('contact')

const invalid = (errors: FieldError[]) => jsonAnswer({ message: contactApiMessages.invalid, errors }, 400)
const unavailable = () =>
  jsonAnswer({ message: contactApiMessages.unavailable }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })

type ContactData = RequiredDataFromCollectionSlug<'contacts'>

/**
 * Only the submission's own fields go on (status, source, notes or a consent record in the body are
 * never read). They are still unchecked here: the collection's validateContact hook is where
 * every new contact, whatever its entry point, is validated.
 */
function submittedFields(input: Record<string, unknown>): ContactData {
  const fields = contactInputFields.map((field) => [field, Object.hasOwn(input, field) ? input[field] : undefined])
  return { ...Object.fromEntries(fields), status: NEW_CONTACT_STATUS, source: FORM_LEAD_SOURCE } as ContactData
}

/**
 * Stores the contact through `req`: in the idempotency transaction when the request carries a
 * key, else as one INSERT that commits on its own (Payload's own transaction would only add
 * round trips for a single row). Database failures are thrown; the caller answers 503.
 */
async function storeContact(req: PayloadRequest, data: ContactData): Promise<Answer> {
  try {
    const doc = await req.payload.create({ collection: 'contacts', data, req, overrideAccess: false, depth: 0, disableTransaction: true })
    req.payload.logger.info({ msg: '[contacts] contact stored', contactId: doc.id })
    // Same answer as for a dropped honeypot submission, so a bot cannot tell them apart.
    return { status: 201, body: { message: contactApiMessages.accepted } }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors = (error.data as { errors?: { path: string; message: string }[] }).errors ?? []
    return {
      status: 400,
      body: { message: contactApiMessages.invalid, errors: errors.map(({ path, message }) => ({ field: path, message })) },
    }
  }
}

/** With an Idempotency-Key, a retry of a stored submission gets the first answer and stores nothing. */
async function storeOnce(req: PayloadRequest, data: ContactData, key: string | null): Promise<Response> {
  if (!key) {
    const { status, body } = await storeContact(req, data)
    return jsonAnswer(body, status)
  }
  const outcome = await answerOnce(req, { scope: 'contacts', key, content: data }, (inTransaction) => storeContact(inTransaction, data))
  if (outcome.kind === 'in-progress') return jsonAnswer({ message: contactApiMessages.inProgress }, 409, { 'Retry-After': '2' })
  if (outcome.kind === 'key-reused') return jsonAnswer({ message: contactApiMessages.keyReused }, 422)
  const { status, body } = outcome.answer
  return jsonAnswer(body, status, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {})
}

/**
 * A visitor's POST /api/contacts: bounded JSON body, Idempotency-Key (optional), honeypot,
 * per-address limit, then the store.
 */
export async function handleVisitorSubmission(req: PayloadRequest): Promise<Response> {
  try {
    const body = await readJsonBody(req as Request, MAX_CONTACT_BODY_BYTES)
    if (!body.ok) {
      if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: contactApiMessages.unsupportedMediaType }, 415)
      if (body.reason === 'too-large') return jsonAnswer({ message: contactApiMessages.tooLarge }, 413)
      return invalid([{ field: 'body', message: contactApiMessages.malformed }])
    }
    if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) {
      return invalid([{ field: 'body', message: contactApiMessages.malformed }])
    }
    const input = body.value as Record<string, unknown>
    const ip = clientIpOf(req)
    const idempotency = parseIdempotencyKey(req.headers.get(IDEMPOTENCY_KEY_HEADER))
    if (!idempotency.ok) return jsonAnswer({ message: contactApiMessages.badIdempotencyKey }, 400)

    const honeypot = Object.hasOwn(input, HONEYPOT_FIELD) ? input[HONEYPOT_FIELD] : undefined
    if (honeypot !== undefined && honeypot !== '' && honeypot !== null) {
      req.payload.logger.warn({ msg: '[contacts] honeypot filled; submission dropped', ip })
      return jsonAnswer({ message: contactApiMessages.accepted }, 201)
    }

    const limit = await hitContactLimit(addressLimitKey(ip), contactRateLimitSettings())
    if (!limit.allowed) {
      req.payload.logger.warn({ msg: '[contacts] rate limit reached', ip })
      return jsonAnswer({ message: contactApiMessages.rateLimited }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
    }

    return await withinDeadline(storeOnce(req, submittedFields(input), idempotency.key), DATABASE_DEADLINE_MS)
  } catch (error) {
    // Whatever the input, a visitor never gets Payload's generic error page.
    if (error instanceof DeadlineExceeded || isDatabaseUnavailable(error)) {
      req.payload.logger.error({ msg: '[contacts] database unavailable; submission refused with 503', err: error })
      return unavailable()
    }
    req.payload.logger.error({ msg: '[contacts] could not store a contact', err: error })
    return jsonAnswer({ message: contactApiMessages.failed }, 500)
  }
}
