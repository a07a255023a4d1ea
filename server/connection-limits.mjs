/**
 * How many connections the front server holds at once (issue 22: 20 200 slow-header connections
 * from one host used every file descriptor, and no one else was served).
 *
 * - A global ceiling under the process's descriptor limit, with RESERVED_DESCRIPTORS kept for
 *   what the server itself opens (Postgres, Redis, files of the build, media).
 * - Per client address (the socket's peer; an IPv6 /64 counts as one address, as the per-address
 *   limits do) at most PER_ADDRESS connections: browsers open 6 per site over HTTP/1.1, so this
 *   leaves room for a household or an office behind one address.
 * - Room kept for others: above BUSY_SHARE of the ceiling, an address that already holds
 *   BUSY_PER_ADDRESS connections gets no more, so addresses that hold few still get in.
 *
 * Behind a proxy (TRUST_PROXY ≥ 1) every connection comes from the proxy: only the ceiling
 * applies, and the proxy (Caddy) does the per-client work with its own timeouts and buffering.
 *
 * A refused connection is answered 503 with a short Spanish text and closed at once. Hand-written:
 * Node's http server has only `maxConnections` (one global number, no per-address counting).
 */
import { readFileSync } from 'node:fs'

import { tooManyConnectionsMessage } from '../src/copy/request-limits.mjs'
import { trustedProxyHops } from '../src/lib/server/peer-address.mjs'
import { rawAnswer } from './raw-answer.mjs'

export const PER_ADDRESS = 64
export const BUSY_PER_ADDRESS = 8
export const BUSY_SHARE = 0.75
export const RESERVED_DESCRIPTORS = 256
/** When the limit cannot be read (not Linux): Node's usual soft limit on Linux. */
const FALLBACK_DESCRIPTOR_LIMIT = 1024

/** The process's soft limit of open files (/proc/self/limits), or null. */
export function descriptorLimit() {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))
    if (!line) return null
    return line[1] === 'unlimited' ? null : Number(line[1])
  } catch {
    return null
  }
}

/** The most connections the server holds at once for a descriptor limit. */
export function connectionCeiling(limit = descriptorLimit() ?? FALLBACK_DESCRIPTOR_LIMIT) {
  return Math.max(PER_ADDRESS, limit - RESERVED_DESCRIPTORS)
}

/** The eight groups of an IPv6 address, or null. */
function ipv6Groups(/** @type {string} */ address) {
  const [head, tail] = address.split('::')
  const split = (/** @type {string | undefined} */ part) => (part ? part.split(':') : [])
  const left = split(head)
  const right = split(tail)
  if (address.includes('::')) return [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return left.length === 8 ? left : null
}

/**
 * The key connections are counted under: the IPv4 address (also when written IPv4-mapped), or
 * the IPv6 address's /64 network.
 * @param {string | undefined} remoteAddress
 */
export function connectionKey(remoteAddress = '') {
  const address = remoteAddress.split('%', 1)[0].toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped) return mapped[1]
  if (!address.includes(':')) return address
  const groups = ipv6Groups(address)
  return groups
    ? `${groups
        .slice(0, 4)
        .map((group) => Number.parseInt(group, 16).toString(16))
        .join(':')}::/64`
    : address
}

/**
 * Counts a server's open connections and refuses those over the limits.
 * @param {import('node:net').Server} server
 * @param {{ ceiling?: number, proxied?: boolean, onRefused?: (key: string, held: number, total: number) => void }} [options]
 */
export function limitConnections(server, options = {}) {
  const ceiling = options.ceiling ?? connectionCeiling()
  const proxied = options.proxied ?? trustedProxyHops() > 0
  /** @type {Map<string, number>} */
  const held = new Map()
  let total = 0

  /** @param {string} key */
  const refuses = (key) => {
    if (total >= ceiling) return true
    if (proxied) return false
    const mine = held.get(key) ?? 0
    return mine >= PER_ADDRESS || (total >= ceiling * BUSY_SHARE && mine >= BUSY_PER_ADDRESS)
  }

  // Node's http server sets each connection up in its own 'connection' listener: it runs only
  // for connections admitted here, so a refused one is never parsed nor answered by the app.
  const setUp = server.listeners('connection')
  server.removeAllListeners('connection')
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    const key = connectionKey(socket.remoteAddress)
    if (refuses(key)) {
      options.onRefused?.(key, held.get(key) ?? 0, total)
      refuse(socket)
      return
    }
    total += 1
    held.set(key, (held.get(key) ?? 0) + 1)
    socket.once('close', () => {
      total -= 1
      const left = (held.get(key) ?? 1) - 1
      if (left > 0) held.set(key, left)
      else held.delete(key)
    })
    for (const listener of setUp) listener.call(server, socket)
  })
  return { ceiling, open: () => total }
}

/** @type {Buffer | undefined} */
let refusalAnswer
/** Made at the first refusal: the security headers depend on NODE_ENV, which the front server sets after its imports. */
const refusalBytes = () => {
  refusalAnswer ??= rawAnswer(503, 'Service Unavailable', tooManyConnectionsMessage, { 'retry-after': '10' })
  return refusalAnswer
}

/** The 503, written once, and the descriptor given back at once (a flood must not hold it). */
function refuse(/** @type {import('node:net').Socket} */ socket) {
  socket.on('error', () => {})
  socket.end(refusalBytes())
  setTimeout(() => socket.destroy(), 200).unref()
}
