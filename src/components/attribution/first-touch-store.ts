import { ATTRIBUTION_STORAGE_KEY } from '@/leads/intake/attribution-parameters'

/**
 * sessionStorage, not a cookie: it stays in this tab for this visit, is never sent with a request
 * (so cached pages stay the same for everyone and no cookie notice is needed), and is first-party.
 * Storage can be unavailable (private modes, blocked storage): then nothing is kept.
 */
function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function readFirstTouch(): string | null {
  try {
    return storage()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function keepFirstTouch(value: string): void {
  try {
    storage()?.setItem(ATTRIBUTION_STORAGE_KEY, value)
  } catch {
    // full or blocked: the lead is simply sent without attribution
  }
}

/** The kept first touch as the contact request sends it (the capture stored only valid values). */
export function firstTouchForSubmission(): Record<string, unknown> | undefined {
  const stored = readFirstTouch()
  if (!stored) return undefined
  try {
    const value: unknown = JSON.parse(stored)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
