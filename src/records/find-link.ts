import type { Payload } from 'payload'
import { relationId } from '../lib/relation-id'
import { hashLinkToken, looksLikeLinkToken } from '../lib/server/link-token'
import type { Contact, RecordLink, SignedRecord, User } from '../payload-types'
import { linkStateOf } from './link-state-rule'
import { soaFactsOf } from './soa/appointment-soa'

/**
 * What a token opens, with what its page shows (the rule itself: link-state-rule.ts, which the
 * proxy's one-query check asks too). Anything but a live link gives the consumer the same Spanish
 * page and no data.
 */
export type LinkState =
  | { state: 'gone' }
  | { state: 'open'; link: RecordLink; lead: Contact; agent: User | null }
  | { state: 'consent-signed'; link: RecordLink; lead: Contact; agent: User | null; consent: SignedRecord }
  | { state: 'rescission-open'; link: RecordLink; lead: Contact; agent: User | null; consent: SignedRecord }
  | { state: 'consent-rescinded'; consent: SignedRecord; rescission: SignedRecord }

const GONE: LinkState = { state: 'gone' }

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
  if (!looksLikeLinkToken(token)) return GONE
  const { docs } = await payload.find({
    collection: 'record-links',
    where: { tokenHash: { equals: hashLinkToken(token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link) return GONE
  const leadId = relationId(link.lead)
  const lead = leadId
    ? await payload.findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  const signed = link.purpose === 'rescission' ? null : await recordOfLink(payload, link)
  const consent =
    link.purpose === 'rescission' ? await consentNamedBy(payload, link) : link.purpose === 'marketplace-consent' ? signed : null
  const rescission = consent ? await rescissionOf(payload, consent.id) : null
  const state = linkStateOf(
    {
      purpose: link.purpose,
      expiresAt: link.expiresAt,
      hasLead: Boolean(lead),
      signedAt: signed?.signedAt ?? null,
      namesConsent: Boolean(consent),
      rescinded: Boolean(rescission),
      soa: signed ? null : await soaFactsOf(payload, link),
    },
    now,
  )
  if (state === 'consent-rescinded' && consent && rescission) return { state, consent, rescission }
  if (!lead) return GONE
  if (state === 'open') return { state, link, lead, agent: await agentOf(payload, link) }
  if ((state === 'consent-signed' || state === 'rescission-open') && consent) {
    return { state, link, lead, agent: await agentOf(payload, link), consent }
  }
  return GONE
}

async function agentOf(payload: Payload, link: RecordLink): Promise<User | null> {
  const agentId = relationId(link.agent) ?? relationId(link.sentBy)
  return agentId ? payload.findByID({ collection: 'users', id: agentId, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

/** A rescission link's consent: the signed record it names. */
async function consentNamedBy(payload: Payload, link: RecordLink): Promise<SignedRecord | null> {
  const consentId = relationId(link.rescinds)
  if (consentId === null) return null
  return payload.findByID({
    collection: 'signed-records',
    id: consentId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { internalRead: true },
  })
}
