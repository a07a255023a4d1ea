/**
 * A whole HTTP/1.1 answer as bytes, for the front server's answers written straight to a socket
 * (a connection refused before Node parses it, a request Node could not read): plain text, never
 * cached, the connection closed, with the site's security headers.
 */
import { securityHeaderFields } from '../src/lib/server/security-headers.mjs'

/**
 * @param {number} status
 * @param {string} reason
 * @param {string} message
 * @param {Record<string, string>} [extraFields]
 */
export function rawAnswer(status, reason, message, extraFields = {}) {
  const body = Buffer.from(message)
  const fields = {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    ...extraFields,
    ...securityHeaderFields(),
    connection: 'close',
  }
  const head = Object.entries(fields)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n`), body])
}
