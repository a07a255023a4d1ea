import type { LinkPurpose } from './record-kinds'
import { consentPageOpen } from './retention'

/** A signed SOA of the link's appointment: the record and the one it corrects (null for a first SOA). */
export type SignedSoa = { id: number; supersedes: number | null }

/** An SOA link of an appointment: the record it corrects (null for a first SOA) and the appointment's signed SOAs. */
export type SoaFacts = { supersedes: number | null; signed: SignedSoa[] }

/**
 * What the state of a signing link depends on. The signing page reads them through Payload
 * (find-link.ts), the proxy in one query (read/signing-link-state.ts); both hand them to linkStateOf.
 */
export type LinkFacts = {
  purpose: LinkPurpose
  expiresAt: string | Date
  hasLead: boolean
  /** When the record the link asks for was signed through it; null while unsigned. */
  signedAt: string | Date | null
  /** A rescission link: the consent it names is there. */
  namesConsent: boolean
  /** The consent (signed through this link, or named by a rescission link) has been rescinded. */
  rescinded: boolean
  /** An SOA link of an appointment; null for any other link. */
  soa: SoaFacts | null
}

export type LinkStateName = 'gone' | 'open' | 'consent-signed' | 'rescission-open' | 'consent-rescinded'

/**
 * Whether an SOA link may still be signed given its appointment's records: a first SOA when none
 * is signed; a correction when the record it supersedes is the appointment's newest (nobody
 * corrected it yet). A link of no appointment: always.
 */
export function soaMaySign(soa: SoaFacts | null): boolean {
  if (!soa) return true
  if (soa.supersedes === null) return soa.signed.length === 0
  const corrected = new Set(soa.signed.map((record) => record.supersedes).filter((id) => id !== null))
  return soa.signed.some((record) => record.id === soa.supersedes) && !corrected.has(soa.supersedes)
}

/**
 * THE rule of what a signing link (/firmar/<token>) opens. Anything but a live link opens nothing
 * ('gone'): expired, already signed, its lead deleted, an SOA whose appointment already has one.
 * A Marketplace consent's link stays open after signing, to show «firmado el …» and to rescind
 * (45 CFR 155.220(j)(2)(iii)), for CONSENT_PAGE_DAYS, then «revocado» once rescinded; a rescission
 * link staff send later opens the consent to rescind until it expires.
 */
export function linkStateOf(facts: LinkFacts, now: Date): LinkStateName {
  const live = new Date(facts.expiresAt).getTime() > now.getTime()
  if (facts.purpose === 'rescission') {
    if (!facts.hasLead || !facts.namesConsent || !live) return 'gone'
    return facts.rescinded ? 'consent-rescinded' : 'rescission-open'
  }
  if (facts.signedAt && facts.purpose === 'marketplace-consent') {
    if (!consentPageOpen(new Date(facts.signedAt).toISOString(), now)) return 'gone'
    if (facts.rescinded) return 'consent-rescinded'
  }
  if (!facts.hasLead) return 'gone'
  if (facts.signedAt) return facts.purpose === 'marketplace-consent' ? 'consent-signed' : 'gone'
  if (!live) return 'gone'
  return soaMaySign(facts.soa) ? 'open' : 'gone'
}
