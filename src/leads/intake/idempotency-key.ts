/**
 * The `Idempotency-Key` request header (IETF draft-ietf-httpapi-idempotency-key-header): a
 * client names one submission with a unique key and sends the same key again when it retries,
 * so the server can tell a retry from a new submission. The header's value is a Structured
 * Field string (`"…"`); a bare token is accepted too, as many clients send one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** UUIDs and the like: letters, digits and `-_.:~`, at most 255 characters. */
const KEY_PATTERN = /^[A-Za-z0-9\-_.:~]{1,255}$/

export type ParsedIdempotencyKey = { ok: true; key: string | null } | { ok: false }

/** The key of a request: null without the header; not ok when the header is malformed. */
export function parseIdempotencyKey(value: string | null): ParsedIdempotencyKey {
  if (value === null) return { ok: true, key: null }
  const trimmed = value.trim()
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed
  return KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false }
}

/** The header value for a key, as the draft writes it. */
export const formatIdempotencyKey = (key: string) => `"${key}"`
