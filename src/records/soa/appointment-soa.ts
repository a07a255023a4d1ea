import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { RecordLink, SignedRecord } from '../../payload-types'
import { type SoaFacts, soaMaySign } from '../link-state-rule'

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

/** What the link-state rule needs of an SOA link: the record it corrects and its appointment's signed SOAs. */
export async function soaFactsOf(payload: Payload, link: RecordLink, req?: PayloadRequest): Promise<SoaFacts | null> {
  if (link.purpose !== 'soa' || !link.appointmentId) return null
  const signed = await signedSoasOf(payload, link.appointmentId, req)
  return {
    supersedes: relationId(link.supersedes),
    signed: signed.map((record) => ({ id: record.id, supersedes: relationId(record.supersedes) })),
  }
}

/** Whether this SOA link may still be signed given the appointment's records (the rule: soaMaySign). */
export async function soaLinkMaySign(payload: Payload, link: RecordLink, req?: PayloadRequest): Promise<boolean> {
  return soaMaySign(await soaFactsOf(payload, link, req))
}
