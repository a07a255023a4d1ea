import type { PayloadRequest } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { Contact } from '../../payload-types'
import type { SigningLinkRequest } from '../create-signing-link'
import { soaNpnGap } from '../soa/soa-agent'
import { recordApiMessages } from '../staff-copy'

/** What a staff request adds to a link of its purpose, or the Spanish 400 that refuses it. */
export type LinkExtras = { ok: true; extras: Partial<SigningLinkRequest> } | { ok: false; message: string }

const internal = { internalRead: true }

/**
 * An SOA names its sender as the agent: refused while the agency's or the sender's NPN is
 * missing. A correction names a signed SOA of the same lead not corrected yet, and belongs to
 * that record's appointment, so the appointment's one-SOA rule lets it be signed.
 */
async function soaExtras(req: PayloadRequest, lead: Contact, supersedes: unknown): Promise<LinkExtras> {
  const gap = await soaNpnGap(req.payload, Number(req.user?.id), req)
  if (gap) return { ok: false, message: gap === 'agency' ? recordApiMessages.agencyNpnMissing : recordApiMessages.agentNpnMissing }
  if (supersedes === undefined || supersedes === null) return { ok: true, extras: {} }
  const recordId = Number(supersedes)
  const record = Number.isSafeInteger(recordId)
    ? await req.payload.findByID({
        collection: 'signed-records',
        id: recordId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        context: internal,
        req,
      })
    : null
  if (record?.kind !== 'soa' || relationId(record.lead) !== lead.id) return { ok: false, message: recordApiMessages.supersedesInvalid }
  const corrected = await req.payload.count({ collection: 'signed-records', where: { supersedes: { equals: record.id } }, req })
  if (corrected.totalDocs > 0) return { ok: false, message: recordApiMessages.supersedesInvalid }
  const linkId = relationId(record.link)
  const link = linkId
    ? await req.payload.findByID({ collection: 'record-links', id: linkId, depth: 0, overrideAccess: true, disableErrors: true, req })
    : null
  return { ok: true, extras: { supersedes: record.id, appointmentId: link?.appointmentId ?? null } }
}

/** A rescission link: only for a signed consent not rescinded yet, and only by e-mail to the address on file. */
async function rescissionExtras(req: PayloadRequest, lead: Contact): Promise<LinkExtras> {
  if (!lead.email?.trim()) return { ok: false, message: recordApiMessages.noEmailForRescission }
  const consents = await req.payload.find({
    collection: 'signed-records',
    where: { and: [{ kind: { equals: 'marketplace-consent' } }, { lead: { equals: lead.id } }] },
    sort: '-signedAt',
    depth: 0,
    limit: 50,
    overrideAccess: true,
    context: internal,
    req,
  })
  for (const consent of consents.docs) {
    const rescinded = await req.payload.count({ collection: 'signed-records', where: { rescinds: { equals: consent.id } }, req })
    if (rescinded.totalDocs === 0) return { ok: true, extras: { rescinds: consent.id, agent: relationId(consent.agent), email: true } }
  }
  return { ok: false, message: recordApiMessages.noConsentToRescind }
}

/**
 * An application review acts for the consumer before the Marketplace: refused while their latest
 * Marketplace consent stands rescinded (45 CFR 155.220(j)(2)(iii)); a consent signed after the
 * rescission opens it again.
 */
async function applicationReviewExtras(req: PayloadRequest, lead: Contact): Promise<LinkExtras> {
  const { docs } = await req.payload.find({
    collection: 'signed-records',
    where: { and: [{ kind: { equals: 'marketplace-consent' } }, { lead: { equals: lead.id } }] },
    sort: '-signedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    context: internal,
    req,
  })
  const latest = docs[0]
  if (!latest) return { ok: true, extras: {} }
  const rescinded = await req.payload.count({ collection: 'signed-records', where: { rescinds: { equals: latest.id } }, req })
  return rescinded.totalDocs > 0 ? { ok: false, message: recordApiMessages.consentRevoked } : { ok: true, extras: {} }
}

export async function linkExtras(req: PayloadRequest, lead: Contact, purpose: string, supersedes: unknown): Promise<LinkExtras> {
  if (purpose === 'soa') return soaExtras(req, lead, supersedes)
  if (supersedes !== undefined && supersedes !== null) return { ok: false, message: recordApiMessages.supersedesInvalid }
  if (purpose === 'rescission') return rescissionExtras(req, lead)
  if (purpose === 'application-review') return applicationReviewExtras(req, lead)
  return { ok: true, extras: {} }
}
