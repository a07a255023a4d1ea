import { APIError, type CollectionBeforeDeleteHook } from 'payload'

const messages = {
  lead: 'Este cliente tiene documentos firmados, que se guardan 10 años: no se puede borrar.',
  agent: 'Esta cuenta figura como agente en documentos firmados, que se guardan 10 años: no se puede borrar.',
} as const

/**
 * A lead or a staff account named in a signed record cannot be deleted: the record's relations
 * never change (the database refuses it too, with ON DELETE RESTRICT). Said here first, as a
 * clear 409 in Spanish instead of a database error.
 */
function refuseWhenNamedIn(field: 'lead' | 'agent'): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection: 'signed-records',
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) throw new APIError(messages[field], 409, null, true)
  }
}

export const keepSignedRecordsLead = refuseWhenNamedIn('lead')
export const keepSignedRecordsAgent = refuseWhenNamedIn('agent')
