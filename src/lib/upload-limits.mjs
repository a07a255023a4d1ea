/**
 * Largest image staff may upload; sharp makes the smaller variants the site serves. Plain JS:
 * the request body limits (request-body-limits.mjs), which the server in front of Next also
 * reads, size the upload route from it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const uploadTooLargeMessage = 'La imagen supera el tamaño máximo de 5 MB. Redúzcala e inténtelo de nuevo.'
