export { DATABASE_RETRY_AFTER_SECONDS } from '../lib/database-retry.mjs'

/** True when an error (or one of its causes) says Postgres cannot be reached right now, or did not answer in time. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // statement_timeout and idle_in_transaction_session_timeout (payload.config.ts)
  '57014',
  '25P03',
])
// Payload re-wraps some driver errors as plain messages (e.g. "cannot begin transaction: connect ECONNREFUSED …").
const connectionMessages = new RegExp(
  [
    'ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH',
    'cannot begin transaction|Connection terminated|connection error|timeout exceeded when trying to connect|Connection refused',
    'the database system is (starting up|shutting down)|terminating connection',
    // pg's query_timeout and connectionTimeoutMillis
    'Query read timeout|Connection terminated due to connection timeout',
  ].join('|'),
  'i',
)

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && connectionMessages.test(message)) return true
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}
