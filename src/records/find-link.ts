import type { Payload } from 'payload'
import { relationId } from '../lib/relation-id'
import { hashLinkToken, looksLikeLinkToken } from '../lib/server/link-token'
import type { Contact, RecordLink, SignedRecord, User } from '../payload-types'
import { consentPageOpen } from './retention'
import { soaLinkMaySign } from './soa/appointment-soa'

/**
 * What a token opens. Anything but a live link gives the consumer the same Spanish page and no
 * data: a wrong token, an expired one, one already signed, an SOA whose appointment already has
 * one. A Marketplace consent's link stays open after signing, to show «firmado el …» and to
 * rescind (45 CFR 155.220(j)(2)(iii)), for CONSENT_PAGE_DAYS; a rescission link staff send later
 * opens the consent to rescind until it expires.
 */
export type LinkState =
  | { state: 'gone' }
  | { state: 'open'; link: RecordLink; lead: Contact; agent: User | null }
  | { state: 'consent-signed'; link: RecordLink; lead: Contact; agent: User | null; consent: SignedRecord }
  | { state: 'rescission-open'; link: RecordLink; lead: Contact; agent: User | null; consent: SignedRecord }
  | { state: 'consent-rescinded'; consent: SignedRecord; rescission: SignedRecord }

async function recordOfLink(payload: Payload, link: RecordLink): Promise<SignedRecord | null> {
  const { docs } = await payload.find({
    collection: 'signed-records',
    where: { link: { equals: link.id }, kind: { equals: link.purpose } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    context: { internalRead: true },
  })
  return docs[0] ?? null
}

export async function rescissionOf(payload: Payload, consentId: number): Promise<SignedRecord | null> {
  const { docs } = await payload.find({
    collection: 'signed-records',
    where: { rescinds: { equals: consentId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    context: { internalRead: true },
  })
  return docs[0] ?? null
}

export async function linkState(payload: Payload, token: unknown, now = new Date()): Promise<LinkState> {
  if (!looksLikeLinkToken(token)) return { state: 'gone' }
  const { docs } = await payload.find({
    collection: 'record-links',
    where: { tokenHash: { equals: hashLinkToken(token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link) return { state: 'gone' }
  const leadId = relationId(link.lead)
  const lead = leadId
    ? await payload.findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (link.purpose === 'rescission') return rescissionLinkState(payload, link, lead, now)
  const signed = await recordOfLink(payload, link)
  if (signed && link.purpose === 'marketplace-consent') {
    if (!consentPageOpen(signed.signedAt, now)) return { state: 'gone' }
    const rescission = await rescissionOf(payload, signed.id)
    if (rescission) return { state: 'consent-rescinded', consent: signed, rescission }
  }
  if (!lead) return { state: 'gone' }
  const agent = await agentOf(payload, link)
  if (signed) {
    if (link.purpose === 'marketplace-consent') return { state: 'consent-signed', link, lead, agent, consent: signed }
    return { state: 'gone' }
  }
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return { state: 'gone' }
  if (!(await soaLinkMaySign(payload, link))) return { state: 'gone' }
  return { state: 'open', link, lead, agent }
}

async function agentOf(payload: Payload, link: RecordLink): Promise<User | null> {
  const agentId = relationId(link.agent) ?? relationId(link.sentBy)
  return agentId ? payload.findByID({ collection: 'users', id: agentId, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

/** A rescission link: the consent it names, to rescind while the link is live; «revocado» once done. */
async function rescissionLinkState(payload: Payload, link: RecordLink, lead: Contact | null, now: Date): Promise<LinkState> {
  const consentId = relationId(link.rescinds)
  if (!lead || consentId === null || new Date(link.expiresAt).getTime() <= now.getTime()) return { state: 'gone' }
  const consent = await payload.findByID({
    collection: 'signed-records',
    id: consentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { internalRead: true },
  })
  if (!consent) return { state: 'gone' }
  const rescission = await rescissionOf(payload, consent.id)
  if (rescission) return { state: 'consent-rescinded', consent, rescission }
  return { state: 'rescission-open', link, lead, agent: await agentOf(payload, link), consent }
}
