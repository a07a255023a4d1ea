import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { RecordLink, SignedRecord } from '../../payload-types'

/**
 * The Scope of Appointment of one appointment: the SOA links made for it (their `appointmentId`)
 * and what was signed through them. One SOA per appointment; a correction is a new record made
 * through staff that names the one it supersedes (src/records/endpoints/send-record-link.ts).
 */
async function soaLinksOf(payload: Payload, appointmentId: string, req?: PayloadRequest): Promise<RecordLink[]> {
  const { docs } = await payload.find({
    collection: 'record-links',
    where: { and: [{ purpose: { equals: 'soa' } }, { appointmentId: { equals: appointmentId } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

export async function signedSoasOf(payload: Payload, appointmentId: string, req?: PayloadRequest): Promise<SignedRecord[]> {
  const links = await soaLinksOf(payload, appointmentId, req)
  if (!links.length) return []
  const { docs } = await payload.find({
    collection: 'signed-records',
    where: { and: [{ kind: { equals: 'soa' } }, { link: { in: links.map((link) => link.id) } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    context: { internalRead: true },
    req,
  })
  return docs
}

/** The appointment's SOA link still open (unsigned, unexpired) whose token is kept to hand out again. */
export async function openSoaLinkOf(payload: Payload, appointmentId: string, now: Date, req?: PayloadRequest) {
  const links = await soaLinksOf(payload, appointmentId, req)
  return links.find((link) => link.sealedToken && !link.supersedes && new Date(link.expiresAt).getTime() > now.getTime()) ?? null
}

/**
 * Whether this SOA link may still be signed given the appointment's records: a first SOA when
 * none is signed; a correction (the link names the record it supersedes) when that record is
 * the appointment's newest, i.e. nobody corrected it yet. Links of no appointment: always.
 */
export async function soaLinkMaySign(payload: Payload, link: RecordLink, req?: PayloadRequest): Promise<boolean> {
  if (link.purpose !== 'soa' || !link.appointmentId) return true
  const signed = await signedSoasOf(payload, link.appointmentId, req)
  const supersedes = relationId(link.supersedes)
  if (supersedes === null) return signed.length === 0
  const corrected = new Set(signed.map((record) => relationId(record.supersedes)).filter((id) => id !== null))
  return signed.some((record) => record.id === supersedes) && !corrected.has(supersedes)
}
