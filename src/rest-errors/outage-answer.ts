import type { AfterErrorHook } from 'payload'

import { restApiMessages } from '../copy/api'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable'

/**
 * Payload answers 500 "Something went wrong." when Postgres is unreachable or stalled; a
 * client (or the admin panel) should be told it is temporary: 503, a Spanish message and
 * Retry-After. Runs for every REST error (root hooks.afterError).
 */
export const answerDatabaseOutagesWith503: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  req.responseHeaders = headers
  return { status: 503, response: { errors: [{ message: restApiMessages.unavailable }] } }
}
