/**
 * The Idempotency-Key of the form's submissions (src/leads/intake/idempotency-key.ts): one key per
 * content. Sending the same content again after a failure (a timeout, a 503) reuses the key, so
 * a first attempt that reached the server after all is not stored twice; other content, or a
 * new message after a success, gets a new key.
 */
export type SubmissionKeys = { keyFor: (content: string) => string; forget: () => void }

export function createSubmissionKeys(newKey: () => string = randomKey): SubmissionKeys {
  let current: { content: string; key: string } | null = null
  return {
    keyFor(content) {
      if (current?.content !== content) current = { content, key: newKey() }
      return current.key
    },
    forget() {
      current = null
    },
  }
}

/** A random (version 4) UUID; `crypto.randomUUID` only exists on HTTPS pages and recent browsers. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
