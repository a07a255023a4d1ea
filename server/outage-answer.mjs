/**
 * The front server's 503 for a request the app reported as stalled by the database
 * (src/lib/server/database-outage-watch.mjs): a Spanish page, or for /api/ Payload's error shape, with
 * Retry-After, never cached. Next goes on rendering in the background; what it still writes to
 * this response is dropped.
 */
import { databaseUnavailableMessage, databaseUnavailablePage } from '../src/copy/outage.mjs'
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/lib/database-retry.mjs'
import { securityHeaderFields } from '../src/lib/server/security-headers.mjs'

const page =
  '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${databaseUnavailablePage.title}</title></head>` +
  '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
  `<main><h1>${databaseUnavailablePage.title}</h1><p role="alert">${databaseUnavailableMessage}</p>` +
  `<p><a href="/">${databaseUnavailablePage.back}</a></p></main></body></html>`

const json = JSON.stringify({ errors: [{ message: databaseUnavailableMessage }] })

/** What Next may still call on the response once the 503 has gone out: all of it does nothing. */
const dropped = [
  'writeHead',
  'setHeader',
  'setHeaders',
  'appendHeader',
  'removeHeader',
  'flushHeaders',
  'write',
  'end',
  'writeContinue',
  'writeEarlyHints',
]

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerDatabaseOutage(req, res) {
  if (res.headersSent || res.writableEnded) return
  const api = (req.url ?? '/').startsWith('/api/')
  const body = api ? json : page
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  res.writeHead(503, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    ...securityHeaderFields(),
  })
  res.end(body)
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (res))
  for (const method of dropped) {
    target[method] = (/** @type {unknown[]} */ ...args) => {
      const callback = args.findLast((arg) => typeof arg === 'function')
      if (typeof callback === 'function') queueMicrotask(() => callback())
      return method === 'write' ? true : res
    }
  }
}
