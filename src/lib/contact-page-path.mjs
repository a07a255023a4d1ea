/**
 * The page a browser without JavaScript sends the contact form to (a plain form POST) and that
 * answers it: src/app/(site)/contacto. Plain JS: the server in front of Next reads it too
 * (its body limit, src/lib/request-body-limits.mjs).
 */
export const CONTACT_PAGE_PATH = '/contacto'

/** Where the form sent without JavaScript and accepted is redirected (303): a GET, so a reload never sends it again. */
export const CONTACT_THANKS_PATH = '/contacto/gracias'
