/**
 * The largest request body each path accepts. The server in front of Next (server/) refuses a
 * larger one with 413 before reading it, and Caddy does the same at the door (the Caddyfile
 * repeats these figures; the proxy test checks that both agree). Plain JS: that server loads it.
 *
 * Paths ending in `/*` cover everything below them. Outside these rules 1 MiB applies, which is
 * also Next's own limit for the admin's server actions.
 *
 * `answer`: how a refusal is written: JSON for the API, or a small Spanish page where a browser
 * sends a form and shows whatever comes back (the contact form without JavaScript).
 */
import { formBackLinks, requestTooLargeMessage } from '../copy/request-limits.mjs'
import { CONTACT_PAGE_PATH } from './contact-page-path.mjs'
import { routedPathsOf } from './routed-path.mjs'
import { documentTooLargeMessage, MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES, uploadTooLargeMessage } from './upload-limits.mjs'

const KiB = 1024
const MiB = 1024 * KiB

/** Where Vapi posts its server messages, and the largest report it may post. */
export const VAPI_WEBHOOK_ROUTE = '/api/vapi/webhook'
export const VAPI_WEBHOOK_MAX_BYTES = 4 * MiB
/** Deepest nesting of a report (Vapi's own go about ten levels deep): deeper ones can never be stored. */
export const VAPI_WEBHOOK_MAX_DEPTH = 64

/** Where staff upload a carrier's book-of-business CSV (src/policies/import), and the largest report taken. */
export const CARRIER_REPORT_UPLOAD_ROUTE = '/api/carrier-imports/upload'
export const CARRIER_REPORT_MAX_BYTES = 8 * MiB

/** Where the booking pages and the signing pages (src/app/(site)/citas, firmar) take their forms' plain POSTs. */
export const BOOKING_PAGES_PATH = '/citas'
export const SIGNING_PAGES_PATH = '/firmar'

/**
 * `back`: for a page answer, where its link leads (the contact form unless told).
 * @typedef {{ name: string, paths: readonly string[], maxBytes: number, message: string, answer: 'json' | 'page',
 *   back?: { href: string, label: string } }} BodyLimit
 */

/** @type {readonly BodyLimit[]} */
export const bodyLimits = [
  // Sign-in, password reset, first account, account edits: a few short fields.
  { name: 'accounts', paths: ['/api/users', '/api/users/*'], maxBytes: 64 * KiB, message: requestTooLargeMessage, answer: 'json' },
  // The public contact form (its endpoint stops at 32 KB of JSON itself).
  { name: 'contact form', paths: ['/api/contacts'], maxBytes: 64 * KiB, message: requestTooLargeMessage, answer: 'json' },
  // The same form sent without JavaScript (multipart; the fields' own bounds come to well under 16 KB).
  {
    name: 'contact form without JavaScript',
    paths: [CONTACT_PAGE_PATH],
    maxBytes: 64 * KiB,
    message: requestTooLargeMessage,
    answer: 'page',
  },
  // The booking and signing forms (a few short fields each, multipart: issue 33, finding 7; before, 1 MiB).
  {
    name: 'booking pages',
    paths: [BOOKING_PAGES_PATH, `${BOOKING_PAGES_PATH}/*`],
    maxBytes: 64 * KiB,
    message: requestTooLargeMessage,
    answer: 'page',
    back: formBackLinks.booking,
  },
  {
    name: 'signing pages',
    paths: [SIGNING_PAGES_PATH, `${SIGNING_PAGES_PATH}/*`],
    maxBytes: 64 * KiB,
    message: requestTooLargeMessage,
    answer: 'page',
    back: formBackLinks.signing,
  },
  // Vapi's end-of-call report: transcript and message list of a long call (the endpoint reads at most this itself).
  {
    name: 'voice webhook',
    paths: [VAPI_WEBHOOK_ROUTE],
    maxBytes: VAPI_WEBHOOK_MAX_BYTES,
    message: requestTooLargeMessage,
    answer: 'json',
  },
  // A carrier's report, sent as the body itself (a 10 000-row export is about 2 MB; the endpoint reads at most this).
  {
    name: 'carrier reports',
    paths: [CARRIER_REPORT_UPLOAD_ROUTE],
    maxBytes: CARRIER_REPORT_MAX_BYTES,
    message: requestTooLargeMessage,
    answer: 'json',
  },
  // An image plus the multipart form around it (Payload refuses the image itself over 5 MB, with its own message).
  {
    name: 'image uploads',
    paths: ['/api/media', '/api/media/*'],
    maxBytes: MAX_UPLOAD_BYTES + MiB,
    message: uploadTooLargeMessage,
    answer: 'json',
  },
  // A private policy document (PDF or photo) plus the form around it (Payload refuses the file itself over 10 MB).
  {
    name: 'policy documents',
    paths: ['/api/policy-documents', '/api/policy-documents/*'],
    maxBytes: MAX_DOCUMENT_BYTES + MiB,
    message: documentTooLargeMessage,
    answer: 'json',
  },
]

/** @type {BodyLimit} */
export const defaultBodyLimit = { name: 'everything else', paths: ['/*'], maxBytes: MiB, message: requestTooLargeMessage, answer: 'json' }

/** @param {string} pattern @param {string} pathname */
const matches = (pattern, pathname) => (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern)

/** @param {string} path */
const ruleFor = (path) => bodyLimits.find((limit) => limit.paths.some((pattern) => matches(pattern, path))) ?? defaultBodyLimit

/**
 * The limit for a request target (`/path?query`): the strictest rule of any path Next may route
 * it as (src/lib/routed-path.mjs), so `/api/./users/login`, `/api/%75sers/login` and
 * `/contacto#x` get the limits of the sign-in and the contact page.
 * @param {string} target
 * @returns {BodyLimit}
 */
export function bodyLimitFor(target) {
  return routedPathsOf(target)
    .map(ruleFor)
    .reduce((strictest, limit) => (limit.maxBytes < strictest.maxBytes ? limit : strictest))
}
