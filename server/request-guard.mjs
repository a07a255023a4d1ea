/**
 * The front server's HTTP server (see start.mjs): what it does to each request before the
 * handler behind it (Next's) sees it.
 */
import http from 'node:http'
import { lengthRequiredMessage, tooManyBodiesMessage } from '../src/copy/request-limits.mjs'
import { refusalPage } from '../src/lib/refusal-page.mjs'
import { bodyLimitFor, bodyLimits, defaultBodyLimit } from '../src/lib/request-body-limits.mjs'
import { PEER_ADDRESS_HEADER } from '../src/lib/server/peer-address.mjs'
import { securityHeaderFields } from '../src/lib/server/security-headers.mjs'
import { watchBodies } from './bodies-in-flight.mjs'
import { answerClientError } from './client-errors.mjs'
import { limitConnections } from './connection-limits.mjs'
import { bodyDeadlineMs, HEADERS_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from './read-timeouts.mjs'

/**
 * Tells the app the TCP peer's address, replacing whatever the client sent under that header.
 * @param {import('node:http').IncomingMessage} req
 */
function passPeerAddress(req) {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
}

export { refusalPage }

/** How long a refused body may keep arriving (read and thrown away) before the connection is cut. */
const DRAIN_MS = 2000

/**
 * A 4xx with a JSON body in Spanish (or, for a form's path, a Spanish page), before the body is read. Nothing of the body is kept: what
 * still arrives is read and thrown away for up to DRAIN_MS, so a client that is still sending
 * gets to read this answer (a connection cut while it writes would only show it a network
 * error); then the connection is cut. A client that sent `Expect: 100-continue` sends no body,
 * so its connection just closes.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {'json' | 'page'} answer
 * @param {{ href: string, label: string }} [back] the page's link back
 * @param {Record<string, string>} [extraHeaders]
 */
function refuseBody(req, res, status, message, answer, back, extraHeaders = {}) {
  const body = answer === 'page' ? refusalPage(message, back) : JSON.stringify({ message })
  const noBodyComing = /100-continue/i.test(req.headers.expect ?? '')
  res.writeHead(status, {
    'content-type': answer === 'page' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...securityHeaderFields(),
    ...extraHeaders,
    ...(noBodyComing ? { connection: 'close' } : {}),
  })
  res.end(body)
  if (noBodyComing || req.complete) return
  req.resume()
  const cut = setTimeout(() => req.socket.destroy(), DRAIN_MS)
  cut.unref()
  const stop = () => clearTimeout(cut)
  req.once('end', stop)
  req.socket.once('close', stop)
}

/**
 * Whether a request's body may go on to Next: a body over the limit for its path
 * (src/lib/request-body-limits.mjs) is refused with 413 on its declared length, before a byte
 * of it is read. A body that does not declare its length (chunked) is refused with 411: its
 * size is only known once it has been read, and Next and Payload read whole bodies into memory.
 * Browsers declare the length of every body they send (also over HTTP/2 through Caddy, which
 * passes it on), so only hand-made clients meet this. A body that fits is watched while it
 * arrives (bodies-in-flight.mjs): refused with 503 when half the connections are already
 * receiving one, cut when it falls behind the minimum rate.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof watchBodies>} bodies
 * @returns {boolean}
 */
function admitBody(req, res, bodies) {
  const declared = req.headers['content-length']
  const { maxBytes, message, answer, back } = bodyLimitFor(req.url ?? '/')
  if (declared === undefined) {
    // Without Content-Length, an HTTP/1.1 request has a body only when it is chunked.
    if (req.headers['transfer-encoding'] === undefined) return true
    refuseBody(req, res, 411, lengthRequiredMessage, answer, back)
    return false
  }
  // Node has already checked that it is a number (a malformed one never gets here).
  if (Number(declared) > maxBytes) {
    refuseBody(req, res, 413, message, answer, back)
    return false
  }
  if (Number(declared) === 0 || req.complete || bodies.admit(req)) return true
  refuseBody(req, res, 503, tooManyBodiesMessage, answer, back, { 'retry-after': String(BODIES_RETRY_AFTER_SECONDS), connection: 'close' })
  return false
}

/** How long a client refused for too many bodies arriving is asked to wait. */
const BODIES_RETRY_AFTER_SECONDS = 10

/**
 * Requests cut for a body behind the minimum rate (logged as such, not again as aborted).
 * @type {WeakSet<import('node:http').IncomingMessage>}
 */
const cutForSlowness = new WeakSet()

/**
 * A body behind the minimum rate (bodies-in-flight.mjs) is not waited for: the connection is
 * cut, and the handler reading it gets an aborted request.
 * @param {import('node:http').IncomingMessage} req
 */
function cutSlowBody(req) {
  if (req.complete) return
  logInfo('request body too slow; connection closed', req)
  cutForSlowness.add(req)
  req.socket.destroy()
}

/**
 * One info line in the app's log format (pino's JSON, level 30), with the client's address.
 * @param {string} msg
 * @param {import('node:http').IncomingMessage} req
 */
function logInfo(msg, req) {
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg, method: req.method, url: req.url, ip: req.socket.remoteAddress }))
}

/**
 * A request whose client closes the connection before the whole request arrived: one info line
 * with the address (the handler reading the body fails with "aborted"; the app's logger leaves
 * that error out, src/rest-errors/log-refused-request.ts).
 * @param {import('node:http').IncomingMessage} req
 */
function logWhenAborted(req) {
  req.once('close', () => {
    if (!req.complete && !cutForSlowness.has(req)) logInfo('request aborted by the client', req)
  })
}

/**
 * Whether a request failed because its client closed the connection (an aborted upload, a page
 * closed while it loaded), not because of the app.
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} error
 */
function clientWentAway(req, error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code
  const message = /** @type {{ message?: unknown }} */ (error)?.message
  return req.destroyed || req.socket.destroyed || code === 'ECONNRESET' || message === 'aborted'
}

/**
 * @typedef {object} Downstream
 * @property {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} handleRequest
 */

/**
 * An HTTP server that passes each request on to `downstream()` (which may wait until Next is
 * ready) once it has its peer address and its body is known to fit.
 * @param {() => Promise<Downstream>} downstream
 * @param {Parameters<typeof limitConnections>[1]} [connectionLimits] the connection limits' settings (server/connection-limits.mjs)
 * @returns {http.Server}
 */
export function createFrontServer(downstream, connectionLimits = {}) {
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {boolean} expectsContinue
   */
  async function onRequest(req, res, expectsContinue) {
    try {
      passPeerAddress(req)
      logWhenAborted(req)
      if (!admitBody(req, res, bodies)) return
      // `Expect: 100-continue`: the client sends the body only after this, so a refused body
      // is never sent at all.
      if (expectsContinue) res.writeContinue()
      await (await downstream()).handleRequest(req, res)
    } catch (error) {
      // The visitor closed the page or lost the network: nothing to answer, nothing broken
      // (logWhenAborted has written its line).
      if (clientWentAway(req, error)) return
      console.error(`Failed to handle request for ${req.url} from ${req.socket.remoteAddress}`, error)
      if (!res.headersSent) {
        res.statusCode = 500
        for (const [name, value] of Object.entries(securityHeaderFields())) res.setHeader(name, value)
      }
      res.end('Internal Server Error')
    }
  }
  // The whole request's bound: the largest body's own deadline (cutWhenBodyIsLate is the one that bites).
  const largestBody = Math.max(...[...bodyLimits, defaultBodyLimit].map((limit) => limit.maxBytes))
  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: HEADERS_TIMEOUT_MS + bodyDeadlineMs(largestBody),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (req, res) => onRequest(req, res, false),
  )
  const { ceiling } = limitConnections(server, connectionLimits)
  const bodies = watchBodies(ceiling, cutSlowBody)
  server.on('checkContinue', (req, res) => onRequest(req, res, true))
  server.on('clientError', answerClientError)
  // Upgrades (WebSocket) are Next's: its request handler adds its own 'upgrade' listener to this
  // server on the first request (a production build answers them by closing the socket). This
  // listener runs first and only passes the peer address on; before Next has added its own, no
  // upgrade is answered and the socket is closed.
  server.prependListener('upgrade', (req, socket) => {
    passPeerAddress(req)
    if (server.listenerCount('upgrade') === 1) socket.destroy()
  })
  return server
}
