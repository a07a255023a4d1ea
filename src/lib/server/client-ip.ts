/**
 * The visitor's address, for the per-address limits and the consent record.
 *
 * Route handlers get no socket. The server in front of Next (server/start.mjs) passes the TCP
 * peer's address in a header of its own (src/lib/server/peer-address.mjs). From there:
 * - TRUST_PROXY=0 (the default, `npm start` exposed directly): the peer is the client, and
 *   X-Forwarded-For is ignored: any client can write one.
 * - TRUST_PROXY=N (N reverse proxies in front, each appending the address it saw, as Caddy
 *   does; docker compose sets 1): the peer is our proxy, and the address it appended (the N-th
 *   entry from the right of X-Forwarded-For) is the client. Entries further left were written
 *   by the client or by proxies we do not run. This is only true when the app cannot be reached
 *   except through those proxies (compose publishes only Caddy).
 * Addresses are written one way (IPv4-mapped IPv6 as IPv4, IPv6 in RFC 5952 form).
 */
import ipaddr from 'ipaddr.js'

import { frontServerRuns, PEER_ADDRESS_HEADER, trustedProxyHops } from './peer-address.mjs'

export { trustedProxyHops }

/** One spelling per address, or null when `raw` is not an IP address. */
export function normalizeAddress(raw: string): string | null {
  const value = raw.trim()
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value).toString()
  if (!ipaddr.IPv6.isValid(value)) return null
  const address = ipaddr.IPv6.parse(value)
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  // Without the zone (fe80::1%eth0): it names our network interface, not the visitor.
  return new ipaddr.IPv6(address.parts).toRFC5952String()
}

export function clientIp(headers: Headers): string | null {
  const peer = frontServerRuns() ? headers.get(PEER_ADDRESS_HEADER) : null
  if (!peer) return null
  const hops = trustedProxyHops()
  if (hops === 0) return normalizeAddress(peer)
  const forwardedFor = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Nearest first: the peer, then what each proxy appended. A request with fewer entries than
  // proxies (one sent to the app from inside, such as a health check) keeps the furthest known.
  const chain = [peer, ...forwardedFor.reverse()]
  return normalizeAddress(chain[Math.min(hops, chain.length - 1)])
}

/**
 * The key the per-address limits count under: the IPv4 address, or the IPv6 address's /64
 * network. One home or phone gets a whole /64 from its provider and can take any address in it,
 * so counting single IPv6 addresses would let one visitor pass for billions.
 */
export function addressLimitKey(ip: string | null): string {
  if (!ip) return 'unknown'
  if (!ip.includes(':')) return ip
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip}/64`).toRFC5952String()}/64`
}

type RequestLike = { headers?: Headers | null; context?: Record<string, unknown> }

/**
 * The client address of a request, worked out once and kept in the request's context, so the
 * rate limit, the log and the consent record of one request all agree.
 */
export function clientIpOf(req: RequestLike): string | null {
  const context = req.context
  if (context && 'clientIp' in context) return context.clientIp as string | null
  const ip = req.headers instanceof Headers ? clientIp(req.headers) : null
  if (context) context.clientIp = ip
  return ip
}
