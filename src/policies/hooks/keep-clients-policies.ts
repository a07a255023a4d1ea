import { APIError, type CollectionBeforeDeleteHook } from 'payload'

export const CLIENT_WITH_POLICIES = 'Este cliente tiene pólizas registradas: no se puede borrar. Borre o traslade antes sus pólizas.'

/**
 * A client with policies cannot be deleted (the book of business would lose them, or keep
 * policies of nobody): a clear 409 in Spanish, which the admin shows as a toast.
 */
export const keepClientsPolicies: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'policies',
    where: { client: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new APIError(CLIENT_WITH_POLICIES, 409, null, true)
}
