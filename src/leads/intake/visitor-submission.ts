import type { PayloadRequest } from 'payload'

import { contactApiMessages } from '../../copy/contact-api'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable'
import { jsonAnswer } from '../../lib/server/http/json-answer'
import { readJsonBody } from '../../lib/server/http/read-json-body'
import { acceptVisitorSubmission, type SubmissionOutcome } from './accept-submission'
import type { FieldError } from './contact-schema'
import { IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey } from './idempotency-key'
import { FORM_LEAD_SOURCE } from './lead-sources'

const MAX_CONTACT_BODY_BYTES = 32 * 1024

const invalid = (errors: FieldError[]) => jsonAnswer({ message: contactApiMessages.invalid, errors }, 400)

/** The JSON answer for each outcome; the form shows `message` for 409, 429 and 503. */
function answerFor(outcome: SubmissionOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
      return jsonAnswer({ message: contactApiMessages.accepted }, 201, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {})
    case 'dropped':
      // Same answer as for a stored submission, so a bot cannot tell them apart.
      return jsonAnswer({ message: contactApiMessages.accepted }, 201)
    case 'invalid':
      return invalid(outcome.errors)
    case 'rate-limited':
      return jsonAnswer({ message: contactApiMessages.rateLimited }, 429, { 'Retry-After': String(outcome.retryAfterSeconds) })
    case 'in-progress':
      return jsonAnswer({ message: contactApiMessages.inProgress }, 409, { 'Retry-After': '2' })
    case 'key-reused':
      return jsonAnswer({ message: contactApiMessages.keyReused }, 422)
    case 'unavailable':
      return jsonAnswer({ message: contactApiMessages.unavailable }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
    case 'failed':
      return jsonAnswer({ message: contactApiMessages.failed }, 500)
  }
}

/**
 * A visitor's POST /api/contacts (the form with JavaScript): bounded JSON body, Idempotency-Key
 * (optional), then what every visitor submission goes through (acceptVisitorSubmission).
 */
export async function handleVisitorSubmission(req: PayloadRequest): Promise<Response> {
  const body = await readJsonBody(req as Request, MAX_CONTACT_BODY_BYTES)
  if (!body.ok) {
    if (body.reason === 'unsupported-media-type') return jsonAnswer({ message: contactApiMessages.unsupportedMediaType }, 415)
    if (body.reason === 'too-large') return jsonAnswer({ message: contactApiMessages.tooLarge }, 413)
    return invalid([{ field: 'body', message: contactApiMessages.malformed }])
  }
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) {
    return invalid([{ field: 'body', message: contactApiMessages.malformed }])
  }
  const idempotency = parseIdempotencyKey(req.headers.get(IDEMPOTENCY_KEY_HEADER))
  if (!idempotency.ok) return jsonAnswer({ message: contactApiMessages.badIdempotencyKey }, 400)
  const outcome = await acceptVisitorSubmission(req, body.value as Record<string, unknown>, {
    source: FORM_LEAD_SOURCE,
    idempotencyKey: idempotency.key,
    idempotencyScope: 'contacts',
  })
  return answerFor(outcome)
}
