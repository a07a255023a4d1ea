import { type Attribution, attributionFromLanding, parseStoredAttribution } from '@/leads/intake/attribution'
import { ATTRIBUTION_STORAGE_KEY } from '@/leads/intake/attribution-parameters'

/**
 * sessionStorage, not a cookie: it stays in this tab for this visit, is never sent with a request
 * (so cached pages stay the same for everyone and no cookie notice is needed), and is first-party.
 * Storage can be unavailable (private modes, blocked storage): then nothing is kept.
 * The landing is written by the head's script (src/leads/intake/landing-capture.ts).
 */
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)
  } catch {
    return null
  }
}

type KeptLanding = { url: string; referrer: string; at: string }

function keptLanding(value: unknown): value is KeptLanding {
  const landing = value as Partial<KeptLanding> | null
  return typeof landing?.url === 'string' && typeof landing.referrer === 'string' && typeof landing.at === 'string'
}

/** The first touch as the contact request sends it: only values the shared schema accepts. */
export function firstTouchForSubmission(): Attribution | undefined {
  const stored = readStored()
  if (!stored) return undefined
  try {
    const value: unknown = JSON.parse(stored)
    if (!keptLanding(value)) return parseStoredAttribution(stored) ?? undefined // kept by an earlier release
    const landedAt = new Date(value.at)
    if (!URL.canParse(value.url) || Number.isNaN(landedAt.getTime())) return undefined
    return attributionFromLanding(new URL(value.url), value.referrer, landedAt) ?? undefined
  } catch {
    return undefined
  }
}
