/**
 * Warms the admin once, in the background, after the server starts: so that the first staff
 * member after a deploy does not wait for what Next does lazily on a route's first request
 * (loading the route's server chunks, ~6 MB for the admin's catch-all route, evaluating the
 * Payload config, the admin's translations and import map in that route's module graph).
 * Measured by bench/admin-open.ts (docs/performance.md, «Issue 37: admin and memory»).
 *
 * How: anonymous GETs to the server's own address, one after another. No credentials are needed
 * or made: every admin view is one route (`/admin/[[...segments]]`) whose module graph loads
 * before Payload decides that an anonymous request goes to the login page, and the live
 * preview's route answers 401 after loading its own. What a session adds (the view's data) is
 * what a warm open costs anyway.
 *
 * Bounded: once per start, each request at most REQUEST_TIMEOUT_MS, all of them at most
 * TOTAL_TIMEOUT_MS; it never throws and logs one plain line. ADMIN_WARM_UP=false switches it off.
 */

/**
 * Asked first: a deploy's readiness check is answered before the admin's chunks load (Node
 * evaluates a route's modules in one go, and other requests wait meanwhile), and a site that is
 * not ready (its database unreachable) is not warmed: every admin route would fail on Payload's
 * start and print its error, while the health route reports the outage in one line.
 */
const READY_PATH = '/api/health'

/** The admin's addresses a staff member opens first, and the live preview's route. */
export const ADMIN_WARM_UP_PATHS = [
  '/admin/login',
  '/admin',
  '/admin/collections/contacts',
  '/admin/collections/contacts/1',
  '/admin/collections/pages/1',
  '/api/preview?path=%2F',
]

const REQUEST_TIMEOUT_MS = 30_000
const TOTAL_TIMEOUT_MS = 90_000
const START_PAUSE_MS = 1000

/** Whether the operator left the warm-up on (the default). */
export const adminWarmUpEnabled = () => !/^(false|0|off|no)$/i.test(process.env.ADMIN_WARM_UP ?? '')

/**
 * Requests each of `paths` on `origin` once, in turn; resolves when done, never rejects.
 * @param {string} origin
 * @param {{ paths?: string[], requestTimeoutMs?: number, totalTimeoutMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ answered: number, total: number, ms: number }>}
 */
export async function warmUpAdmin(origin, options = {}) {
  const {
    paths = ADMIN_WARM_UP_PATHS,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    totalTimeoutMs = TOTAL_TIMEOUT_MS,
    log = (line) => console.log(line),
  } = options
  const started = performance.now()
  const deadline = Date.now() + totalTimeoutMs
  const readiness = await statusOf(new URL(READY_PATH, origin), requestTimeoutMs)
  if (readiness !== 200) {
    log(`Admin warm-up skipped: ${READY_PATH} answered ${readiness ?? 'nothing'}, the admin loads on its first open`)
    return { answered: 0, total: paths.length, ms: performance.now() - started }
  }
  let answered = 0
  for (const path of paths) {
    const timeLeft = Math.min(requestTimeoutMs, deadline - Date.now())
    if (timeLeft <= 0) break
    const status = await statusOf(new URL(path, origin), timeLeft)
    if (status !== null && status < 500) answered += 1
  }
  const ms = performance.now() - started
  log(`Admin warmed up in ${(ms / 1000).toFixed(1)} s (${answered} of ${paths.length} addresses answered)`)
  return { answered, total: paths.length, ms }
}

/**
 * The status `url` answers within `timeoutMs`, its body read; null when it does not answer (a slow or refused address
 * is left cold: a staff member's own request still works).
 * @param {URL} url
 * @param {number} timeoutMs
 * @returns {Promise<number | null>}
 */
async function statusOf(url, timeoutMs) {
  try {
    // `manual`: an anonymous admin view answers with a redirect to the login page, which was warmed first.
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return null
  }
}

/**
 * The origin the server reaches itself at: loopback for a wildcard address (Node listens on both
 * stacks there), else the address it is bound to.
 * @param {import('node:net').AddressInfo} address
 */
export function ownOrigin(address) {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * Once Next is ready (`ready` settles), and after a short pause that lets a deploy's first
 * health checks through, warms the admin unless ADMIN_WARM_UP=false. Not awaited by anyone.
 * @param {import('node:net').AddressInfo} address
 * @param {Promise<unknown>} ready
 */
export function warmUpAdminInBackground(address, ready) {
  if (!adminWarmUpEnabled()) return
  ready.then(
    () => setTimeout(() => void warmUpAdmin(ownOrigin(address)), START_PAUSE_MS).unref(),
    () => {}, // the server reports a failed start itself
  )
}
