import { getPayload, type Payload } from 'payload'

/** Payload's Local API for scripts. */
export async function openPayload(): Promise<Payload> {
  const { default: config } = await import('../../payload.config')
  return getPayload({ config })
}

/**
 * Payload never ends its pg pool and keeps one connection checked out forever, so awaiting
 * `end()` would hang: close the idle connections and let the process exit.
 */
export function closePayload(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool
  void pool?.end().catch(() => {})
}
