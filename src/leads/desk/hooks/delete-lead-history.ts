import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted lead (admins only) takes its history with it. */
export const deleteLeadHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lead-events', where: { contact: { equals: id } }, overrideAccess: true, req })
}
