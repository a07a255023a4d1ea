/**
 * Request bodies still arriving (issue 33, finding 4: with 1 024 descriptors, 49 addresses
 * trickling large bodies held all 768 connections, and every other visitor got 503):
 *
 * - at most BODY_SHARE of the connection ceiling may be receiving a body at once; a request
 *   whose body would go over it is refused with 503 before a byte of the body is read, so the
 *   rest stays for visitors who only read pages;
 * - each body must keep a minimum average rate: after BODY_GRACE_MS, at least
 *   MIN_BODY_BYTES_PER_SECOND for every second since (read-timeouts.mjs). A client that trickles
 *   is cut within a second of falling behind, not at the end of its declared length's deadline
 *   (394 s for a 6 MiB image). A body on time meets it: its deadline is where the two agree.
 *
 * Bytes are counted as Node's HTTP parser pushes them into the request stream, whether or not
 * the app has read them yet (the app may still be waiting to start; that is no fault of the client).
 */
import { BODY_GRACE_MS, MIN_BODY_BYTES_PER_SECOND, TIMEOUT_CHECK_INTERVAL_MS } from './read-timeouts.mjs'

export const BODY_SHARE = 0.5

/** Whether a body that has `received` bytes after `elapsedMs` is behind the minimum rate. */
export function behindMinimumRate(received, elapsedMs) {
  return received < (MIN_BODY_BYTES_PER_SECOND * (elapsedMs - BODY_GRACE_MS)) / 1000
}

/**
 * @typedef {{ req: import('node:http').IncomingMessage, started: number, received: number }} Body
 * @param {number} ceiling the connection ceiling (connection-limits.mjs)
 * @param {(req: import('node:http').IncomingMessage) => void} onTooSlow cuts a body behind the minimum rate
 */
export function watchBodies(ceiling, onTooSlow) {
  const most = Math.max(1, Math.floor(ceiling * BODY_SHARE))
  /** @type {Set<Body>} */
  const arriving = new Set()
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let sweep

  const check = () => {
    const now = Date.now()
    for (const body of arriving) {
      if (behindMinimumRate(body.received, now - body.started)) {
        arriving.delete(body)
        onTooSlow(body.req)
      }
    }
    if (arriving.size === 0) {
      clearInterval(sweep)
      sweep = undefined
    }
  }

  return {
    most,
    arriving: () => arriving.size,
    /**
     * Starts watching a request's body; false (and nothing watched) when BODY_SHARE of the
     * ceiling is already receiving one.
     * @param {import('node:http').IncomingMessage} req
     */
    admit(req) {
      if (arriving.size >= most) return false
      /** @type {Body} */
      const body = { req, started: Date.now(), received: 0 }
      arriving.add(body)
      const done = () => arriving.delete(body)
      // The parser hands each piece of the body to push(), and null once it is whole.
      const push = req.push
      req.push = (chunk, encoding) => {
        if (chunk === null) done()
        else body.received += chunk.length
        return push.call(req, chunk, encoding)
      }
      req.once('close', done)
      sweep ??= setInterval(check, TIMEOUT_CHECK_INTERVAL_MS)
      sweep.unref()
      return true
    },
  }
}
