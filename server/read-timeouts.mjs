/**
 * How long the front server waits for a client to send its request (issue 22: with Node's
 * defaults, 60 s for the headers and 300 s for the whole request, slow clients held thousands of
 * connections). A phone on a slow 3G network (400 kbit/s up, 400 ms round trip) sends the
 * headers in one round trip and the largest contact form (64 KiB) in about 1.7 s (docs/security.md,
 * "Slow clients and connections"); these bounds are many times that, and an attacker who trickles bytes is cut.
 */

/** The whole header block of each request (Node's headersTimeout; answered 408 by Node). */
export const HEADERS_TIMEOUT_MS = 10_000

/**
 * A body must keep MIN_BODY_BYTES_PER_SECOND on average after BODY_GRACE_MS (bodies-in-flight.mjs), so
 * it has arrived by BODY_GRACE_MS plus its declared length at that rate (bodyDeadlineMs), or the connection is cut.
 */
export const BODY_GRACE_MS = 10_000
/** 16 KiB/s = 128 kbit/s: a third of slow 3G's upload. */
export const MIN_BODY_BYTES_PER_SECOND = 16 * 1024

/** @param {number} declaredBytes */
export function bodyDeadlineMs(declaredBytes) {
  return BODY_GRACE_MS + Math.ceil((declaredBytes / MIN_BODY_BYTES_PER_SECOND) * 1000)
}

/** How often Node checks those deadlines (its default, 30 s, would let a slow client stay that much longer). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000
