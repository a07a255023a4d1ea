import type { ContactSubmission, FieldError } from '@/lib/contact-schema'
import { httpError } from '@/lib/http-error'

export type SubmitResult =
  | { ok: true }
  | { ok: false; status: number; serverMessage?: string; fieldErrors: FieldError[] }

/** Statuses whose Spanish server message is worth showing to the visitor. */
const explainedStatuses = new Set([429, 503])

/** POST /api/contacts; failures are logged as `{status}: {body or statusText}` (SPEC §8). */
export async function submitContact(values: ContactSubmission, honeypot: string): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/contacts', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, website: honeypot }),
    })
  } catch (error) {
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
    return parsed.errors.filter(
      (entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string',
    )
  } catch {
    return []
  }
}
