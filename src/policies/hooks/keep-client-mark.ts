import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { relationId } from '../../lib/relation-id'
import type { Policy } from '../../payload-types'

/**
 * A lead with a policy is a client: `isClient` on the contact says so, for the contacts list's
 * «Cliente» column and filter. Kept here, after every save and deletion of a policy, for the
 * policy's client and a former one. Written straight to the database: it is derived, not an edit
 * of the lead (no history line, no desk hooks).
 */
async function markClient(req: PayloadRequest, contactId: number | null): Promise<void> {
  if (!contactId) return
  const { totalDocs } = await req.payload.count({
    collection: 'policies',
    where: { client: { equals: contactId } },
    overrideAccess: true,
    req,
  })
  await req.payload.db.updateOne({ collection: 'contacts', id: contactId, data: { isClient: totalDocs > 0 }, req, returning: false })
}

export const keepClientMark: CollectionAfterChangeHook<Policy> = async ({ doc, previousDoc, operation, req }) => {
  const clientId = relationId(doc.client)
  await markClient(req, clientId)
  const formerClient = operation === 'update' ? relationId(previousDoc?.client) : null
  if (formerClient && formerClient !== clientId) await markClient(req, formerClient)
  return doc
}

export const clearClientMark: CollectionAfterDeleteHook<Policy> = async ({ doc, req }) => {
  await markClient(req, relationId(doc.client))
  return doc
}
