/**
 * Largest image staff may upload; sharp makes the smaller variants the site serves. Plain JS:
 * the request body limits (request-body-limits.mjs), which the server in front of Next also
 * reads, size the upload route from it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const uploadTooLargeMessage = 'La imagen supera el tamaño máximo de 5 MB. Redúzcala e inténtelo de nuevo.'

/** Largest private policy document (an ID card photo, a scanned carrier letter): src/policies/collections/PolicyDocuments.ts. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

export const documentTooLargeMessage = 'El archivo supera el tamaño máximo de 10 MB. Redúzcalo o escanéelo con menos resolución.'

/** What the multipart parser reads of any one file: the largest of the limits above (each collection then checks its own). */
export const MAX_MULTIPART_FILE_BYTES = Math.max(MAX_UPLOAD_BYTES, MAX_DOCUMENT_BYTES)
