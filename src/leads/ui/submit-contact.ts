import type { ContactSubmission, FieldError } from '@/leads/intake/contact-schema'
import { formatIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '@/leads/intake/idempotency-key'
import { HONEYPOT_FIELD } from '@/lib/contact-fields'
import { httpError } from '@/lib/http-error'

export type SubmitResult = { ok: true } | { ok: false; status: number; serverMessage?: string; fieldErrors: FieldError[] }

/** Statuses whose Spanish server message is worth showing to the visitor. */
const explainedStatuses = new Set([409, 429, 503])

/**
 * How long the visitor waits for the server before the error toast. The server itself answers
 * 503 within a few seconds when its database stalls; this covers a server or network that
 * answers nothing at all.
 */
export const CONTACT_REQUEST_TIMEOUT_MS = 20_000

/** The request body for the form's values; also what the Idempotency-Key is tied to. */
export const contactRequestBody = (values: ContactSubmission, honeypot: string) => JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot })

/** An AbortSignal that fires after `ms` (AbortSignal.timeout is missing in older Safari). */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms)
  const controller = new AbortController()
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms)
  return controller.signal
}

/** POST /api/contacts; failures are logged as `{status}: {body or statusText}` (SPEC §8). */
export async function submitContact(body: string, idempotencyKey: string, timeoutMs = CONTACT_REQUEST_TIMEOUT_MS): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/contacts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(idempotencyKey) },
      body,
      signal: timeoutSignal(timeoutMs),
    })
  } catch (error) {
    // No answer (offline, or none within the timeout): the same key goes with the next attempt.
    console.error(error)
    return { ok: false, status: 0, fieldErrors: [] }
  }
  if (response.ok) return { ok: true }
  const error = await httpError(response)
  console.error(error.message)
  return {
    ok: false,
    status: error.status,
    serverMessage: explainedStatuses.has(error.status) ? error.serverMessage() : undefined,
    fieldErrors: error.status === 400 ? fieldErrorsOf(error.body) : [],
  }
}

function fieldErrorsOf(body: string): FieldError[] {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown }
    if (!Array.isArray(parsed.errors)) return []
    return parsed.errors.filter((entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string')
  } catch {
    return []
  }
}
