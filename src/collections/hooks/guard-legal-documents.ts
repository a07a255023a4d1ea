import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook } from 'payload'

import { hasAdminRole } from '../../access/isAdmin'
import { legalDocumentRequiredMessage, legalUnpublishAdminOnlyMessage } from '../../copy/admin'

/**
 * Unpublishing is a save of `_status: 'draft'` that is not a draft save (the admin's
 * 'Despublicar' sends exactly that): only an admin may do it. The site keeps serving the
 * last published version meanwhile (src/content), so the page never disappears.
 */
export const unpublishOnlyByAdmins: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, draft } = args as { data?: { _status?: string }; draft?: boolean }
  if (!draft && data?._status === 'draft' && req.user && !hasAdminRole(req.user)) {
    throw new APIError(legalUnpublishAdminOnlyMessage, 403, null, true)
  }
  return args
}

/**
 * Every legal document is one of the pages the site must have (the slug options), and
 * deleting one also deletes its versions, so its page would have nothing to show: refused
 * to everyone signed in, admins included. Scripts on the server (no user) still can.
 */
export const refuseDeletingLegalDocuments: CollectionBeforeDeleteHook = ({ req }) => {
  if (req.user) throw new APIError(legalDocumentRequiredMessage, 409, null, true)
}
