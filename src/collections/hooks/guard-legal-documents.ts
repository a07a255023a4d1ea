import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook } from 'payload'

import { legalDocumentRequiredMessage, legalUnpublishRefusedMessage } from '../../copy/admin'

type UpdateArgs = { data?: { _status?: string }; draft?: boolean; unpublishAllLocales?: boolean | string }

/**
 * Nobody signed in unpublishes a legal document, admins included: the site must always show its
 * pages. Unpublishing is either the admin's «Despublicar» (`?unpublishAllLocales=true`, which makes
 * Payload overwrite the latest version in place, so no published version of the latest text is
 * left to fall back on) or a save of `_status: 'draft'` that is not a draft save. The admin does
 * not offer the button (LegalUnpublishNote stands in its place); this refuses the request itself.
 * Scripts on the server (no user) still can.
 */
export const refuseUnpublishing: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user) return args
  const { data, draft, unpublishAllLocales } = args as UpdateArgs
  const unpublishing = unpublishAllLocales === true || unpublishAllLocales === 'true' || (!draft && data?._status === 'draft')
  if (unpublishing) throw new APIError(legalUnpublishRefusedMessage, 403, null, true)
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
