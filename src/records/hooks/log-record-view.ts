import type { CollectionAfterOperationHook } from 'payload'

import { logRecordAccess } from '../access-log'

/**
 * Every read of ONE signed record by a signed-in account (the admin's record page, GET
 * /api/signed-records/:id) leaves a line in its access log. Lists need none: they answer no contents
 * (list-columns-only.ts). The server's own reads
 * (signing, printing, the integrity check) say so with `context.internalRead`.
 */
export const logRecordView: CollectionAfterOperationHook<'signed-records'> = async ({ operation, req, result }) => {
  if (operation !== 'findByID' || !req.user || req.context?.internalRead) return result
  const id = (result as { id?: number } | null)?.id
  if (id) await logRecordAccess(req, id, 'view')
  return result
}
