import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Contact, OptOut } from '../../../payload-types'
import { optOutChannelLabel } from '../opt-out-channels'
import { leadsMatching, notOptedOut, type OptOutFlags, optOutFlagsOf } from '../opt-out-flags'
import { TEXTS_ONLY_OPT_OUT } from '../opt-out-scopes'
import { staffName } from '../staff-name'
import { findOptOut } from './find-matches'

/**
 * The flags are written straight through the database adapter: a lead stored years ago may not
 * pass today's validation, and putting a number on the list must never fail because of it. The
 * history line says why the lead changed.
 */
async function setFlags(req: PayloadRequest, ids: number[], flags: OptOutFlags, note: string) {
  if (ids.length === 0) return
  await req.payload.db.updateMany({
    collection: 'contacts',
    where: { id: { in: ids } },
    data: { ...flags, updatedAt: new Date().toISOString() },
    returning: false,
    req,
  })
  const author = req.user ? { author: req.user.id, authorName: staffName(req.user) } : {}
  for (const id of ids) {
    await req.payload.create({
      collection: 'lead-events',
      data: { kind: 'no-contactar', note, ...author, contact: id },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
}

/** A new entry on the list flags every lead with its phone or e-mail, also those stored before; a texts-only one flags none. */
export const flagListedLeads: CollectionAfterChangeHook<OptOut> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.scope === TEXTS_ONLY_OPT_OUT) return doc
  const matching = leadsMatching(doc)
  if (!matching) return doc
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { and: [matching, { or: [{ doNotContact: { equals: false } }, { doNotContact: { exists: false } }] }] },
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await setFlags(
    req,
    docs.map((lead) => lead.id),
    optOutFlagsOf(doc),
    `Su teléfono o correo se añadió a la lista «No contactar» (${optOutChannelLabel(doc.channel)}).`,
  )
  return doc
}

/**
 * An entry deleted from the list (only an admin can) frees the leads it covered, unless another
 * entry still covers them; those then carry that entry's date, channel and author.
 */
export const unflagDelistedLeads: CollectionAfterDeleteHook<OptOut> = async ({ doc, req }) => {
  const matching = leadsMatching(doc)
  if (!matching || doc.scope === TEXTS_ONLY_OPT_OUT) return doc
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { and: [matching, { doNotContact: { equals: true } }] },
    select: { phoneDigits: true, email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const freed: number[] = []
  for (const lead of docs as Pick<Contact, 'id' | 'phoneDigits' | 'email'>[]) {
    const other = await findOptOut(req, { phoneDigits: lead.phoneDigits, email: lead.email })
    if (!other) freed.push(lead.id)
    else {
      await req.payload.db.updateOne({ collection: 'contacts', id: lead.id, data: optOutFlagsOf(other), returning: false, req })
    }
  }
  await setFlags(req, freed, notOptedOut, 'Se quitó «No contactar»: se borró su teléfono o correo de la lista.')
  return doc
}
