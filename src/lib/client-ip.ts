/**
 * The visitor's IP address as seen by the server, for the per-IP limit and the consent record.
 *
 * How it is known behind `next start`: route handlers get no socket, only headers. Next's
 * server sets `x-forwarded-for` to the socket's remote address ONLY when the request has no
 * such header (`??=` in next/dist/server/base-server.js); it never appends. So:
 * - Directly exposed (no proxy): the header is the peer address, unless the client sent its
 *   own header, which then cannot be told apart from a real one.
 * - Behind N reverse proxies that each APPEND the address they saw (nginx
 *   `$proxy_add_x_forwarded_for`, Caddy, most load balancers): the N-th entry from the right
 *   was written by our own outermost proxy and is trustworthy; entries further left are not.
 * TRUST_PROXY is that N (default 1: one proxy in front, or none). Production must run behind
 * a proxy that appends, otherwise a client can choose its own address.
 */
export function trustedProxyCount(): number {
  const value = Number.parseInt(process.env.TRUST_PROXY ?? '1', 10)
  return Number.isFinite(value) && value >= 1 ? value : 1
}

const plausibleAddress = /^[0-9a-fA-F:.]{2,45}$/

export function clientIp(headers: Headers): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return null
  const candidate = chain[Math.max(0, chain.length - trustedProxyCount())]
  return plausibleAddress.test(candidate) ? candidate : null
}
