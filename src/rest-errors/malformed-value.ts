import type { AfterErrorHook } from 'payload'

import { restApiMessages } from '../copy/api'

/**
 * Postgres refusing a value the client wrote as not of its column's type: `/api/services/abc`
 * (invalid_text_representation), an id past the integer range (numeric_value_out_of_range), a
 * date that is no date. The client's mistake, not ours (issue 33, finding 11: a 500 with the
 * stack and the SQL in the log, for anyone who asked).
 */
const malformedValueCodes = new Set(['22P02', '22003', '22007', '22008'])

export function isMalformedValue(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && malformedValueCodes.has(code)) return true
    current = cause
  }
  return false
}

/** A malformed value is a 400 with a Spanish message (root hooks.afterError); its line is an info one (log-refused-request.ts). */
export const answerMalformedValuesWith400: AfterErrorHook = ({ error }) => {
  if (!isMalformedValue(error)) return
  return { status: 400, response: { errors: [{ message: restApiMessages.malformedValue }] } }
}
