/**
 * How the server in front of Next (server/start.mjs) tells the app which address the request's
 * TCP connection came from: a request header it sets on every request, after deleting any copy
 * the client sent. Route handlers get no socket, and Next passes on an X-Forwarded-For the
 * client wrote itself, so this header is the only address the app can trust.
 *
 * The app trusts it only when that server runs in this process (it marks itself at start):
 * a site started another way (`next dev`, Next's own `next start`) has no client address
 * rather than one the client chose. Plain JS: that server loads it.
 */
export const PEER_ADDRESS_HEADER = 'x-peer-address'

const frontServerMark = Symbol.for('agencia.front-server')

/** Called by the front server before it passes the first request on. */
export function markFrontServer() {
  Reflect.set(globalThis, frontServerMark, true)
}

/** @returns {boolean} */
export function frontServerRuns() {
  return Reflect.get(globalThis, frontServerMark) === true
}

/**
 * TRUST_PROXY: how many reverse proxies in front of the app append to X-Forwarded-For (default 0).
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function trustedProxyHops(env = process.env) {
  const value = Number.parseInt(env.TRUST_PROXY ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : 0
}
