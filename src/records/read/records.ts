/**
 * The admin's reads of signed records (the lead's «Documentos para firmar», the record's
 * integrity line): with the signed-in account's access, and as the server's own reads, so
 * they leave no line in a record's access log (only a person opening a record does).
 */
import type { Payload, TypedUser } from 'payload'
import { relationId } from '../../lib/relation-id'
import { recordIsIntact } from '../record-hash'
import type { LinkPurpose } from '../record-kinds'

export type LeadRecordState = {
  linkId: number
  purpose: LinkPurpose
  sentAt: string
  expiresAt: string
  signed: { id: number; at: string; staffSession: boolean } | null
  rescinded: { id: number; at: string } | null
  /** A correction: the signed SOA this link's record supersedes. */
  supersedes: { id: number; at: string } | null
  /** A signed SOA corrected later: the correction. */
  correctedBy: { id: number; at: string } | null
}

const internal = { internalRead: true }

/** Each link sent to the lead, newest first, with the record signed through it and a consent's rescission. */
export async function leadRecordStates(payload: Payload, user: TypedUser, leadId: number): Promise<LeadRecordState[]> {
  const links = await payload.find({
    collection: 'record-links',
    where: { lead: { equals: leadId } },
    sort: '-sentAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (!links.docs.length) return []
  const records = await payload.find({
    collection: 'signed-records',
    where: { lead: { equals: leadId } },
    limit: 200,
    depth: 0,
    overrideAccess: false,
    user,
    context: internal,
  })
  return links.docs.map((link) => {
    const signed = records.docs.find((record) => relationId(record.link) === link.id && record.kind === link.purpose)
    const rescission = signed ? records.docs.find((record) => relationId(record.rescinds) === signed.id) : undefined
    const supersededId = relationId(link.supersedes)
    const superseded = supersededId === null ? undefined : records.docs.find((record) => record.id === supersededId)
    const correction = signed ? records.docs.find((record) => relationId(record.supersedes) === signed.id) : undefined
    return {
      linkId: link.id,
      purpose: link.purpose,
      sentAt: link.sentAt,
      expiresAt: link.expiresAt,
      signed: signed ? { id: signed.id, at: signed.signedAt, staffSession: Boolean(signed.signedWithStaffSession) } : null,
      rescinded: rescission ? { id: rescission.id, at: rescission.signedAt } : null,
      supersedes: superseded ? { id: superseded.id, at: superseded.signedAt } : null,
      correctedBy: correction ? { id: correction.id, at: correction.signedAt } : null,
    }
  })
}

/** Whether the stored record still matches the hash written at signing; null when the account may not read it. */
export async function recordIntegrity(payload: Payload, user: TypedUser, id: number): Promise<boolean | null> {
  const record = await payload
    .findByID({ collection: 'signed-records', id, depth: 0, overrideAccess: false, user, disableErrors: true, context: internal })
    .catch(() => null)
  return record ? recordIsIntact(record) : null
}
