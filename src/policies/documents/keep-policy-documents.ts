import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { documentCopy } from './document-copy'

/** A policy that has private documents is not deleted: the documents would lose their policy (and the database refuses). */
export const keepPoliciesWithDocuments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'policy-documents', where: { policy: { equals: id } }, req })
  if (totalDocs > 0) throw new APIError(documentCopy.policyHasDocuments(totalDocs), 409, null, true)
}
