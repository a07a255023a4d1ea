import type { PayloadRequest, Where } from 'payload'
import type { Contact, OptOut } from '../../../payload-types'
import { duplicateWindowStart, emailKey } from '../duplicate-window'
import { entriesMatching, type LeadIdentity } from '../opt-out-flags'
import { stopsAllContact } from '../opt-out-scopes'

type Identity = { phoneDigits: string; email: string | null | undefined }

/**
 * The earliest lead of the duplicate window (90 days before `now`) with the same phone digits
 * or the same e-mail (without case): the original a new lead is a duplicate of.
 */
export async function findOriginalLead(req: PayloadRequest, identity: Identity, now: Date): Promise<Pick<Contact, 'id'> | null> {
  const email = emailKey(identity.email)
  const sameIdentity: Where[] = [
    ...(identity.phoneDigits ? [{ phoneDigits: { equals: identity.phoneDigits } }] : []),
    ...(email ? [{ emailKey: { equals: email } }] : []),
  ]
  if (sameIdentity.length === 0) return null
  // pagination: false spares the count query: every public submission runs this.
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { and: [{ createdAt: { greater_than_equal: duplicateWindowStart(now).toISOString() } }, { or: sameIdentity }] },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The earliest whole 'no contactar' entry for this phone or e-mail, if any (what flags the lead, opt-out-flags.ts). */
export async function findOptOut(req: PayloadRequest, identity: LeadIdentity): Promise<OptOut | null> {
  const where = entriesMatching(identity)
  if (!where) return null
  const { docs } = await req.payload.find({
    collection: 'opt-outs',
    where: { and: [where, stopsAllContact] },
    sort: 'createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
