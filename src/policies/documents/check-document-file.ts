import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { MAX_DOCUMENT_BYTES } from '../../lib/upload-limits.mjs'
import { documentCopy } from './document-copy'
import { isDocumentMimeType, sniffDocumentType } from './document-type'

/**
 * Refuses, in Spanish, a policy document that is too large or not a PDF or image, before Payload stores it. Payload's own
 * checks stay behind this one (their messages are English); this also covers the Local API, which has no body limit.
 */
export const checkDocumentFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if ((file.size ?? file.data?.length ?? 0) > MAX_DOCUMENT_BYTES) throw new APIError(documentCopy.tooLarge, 413, null, true)
  if (!isDocumentMimeType(file.mimetype)) throw new APIError(documentCopy.wrongType, 415, null, true)
  if (!file.data || sniffDocumentType(file.data) === null) throw new APIError(documentCopy.notWhatItSays, 415, null, true)
  return args
}
