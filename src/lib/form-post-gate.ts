import { crossSitePageFormMessage, formBackLinks, malformedFormMessage } from '../copy/request-limits.mjs'
import { BOOKING_PAGES_PATH, SIGNING_PAGES_PATH } from './request-body-limits.mjs'

/** The host the browser addressed, as Next's own check of server actions reads it. */
function hostOf(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host')
}

function hostOfUrl(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null // `null` (an opaque origin) or garbage: not this site
  }
}

/**
 * Whether a POST came from another site. The browser's Origin says so; a browser that sends none
 * (older ones, some privacy settings) is read by Sec-Fetch-Site, then by Referer; with none of
 * the three (not a browser, so nothing another site could make it send) the post goes on.
 */
export function comesFromAnotherSite(headers: Headers): boolean {
  const host = hostOf(headers)
  const origin = headers.get('origin')
  if (origin !== null) return hostOfUrl(origin) !== host
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'cross-site' || fetchSite === 'same-site'
  const referer = headers.get('referer')
  if (referer !== null) return hostOfUrl(referer) !== host
  return false
}

export type FormPages = 'booking' | 'signing'
export type PageFormRefusal = { status: 400 | 403; message: string; back: { href: string; label: string } }

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Whether a path is one of the booking pages (/citas/**) or the signing pages (/firmar/**), whose forms post to themselves. */
export function formPagesOf(pathname: string): FormPages | null {
  if (under(pathname, BOOKING_PAGES_PATH)) return 'booking'
  if (under(pathname, SIGNING_PAGES_PATH)) return 'signing'
  return null
}

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i

/** A body that says it is a form and cannot be read as one: Next's server action would fail on it with an English 500. */
async function isMalformedForm(request: Request): Promise<boolean> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return false
  try {
    // A copy: the body goes on to the page's server action (Next hands the proxy a replayable body).
    await request.clone().formData()
    return false
  } catch {
    return true
  }
}

/**
 * The gate in front of the booking and signing pages' forms (issue 33, finding 7), as the contact
 * form's (src/leads/intake/contact-form-gate.ts): a POST another site made is refused with 403
 * (before: `/firmar` answered a mismatched Origin with Next's English 500, and stored a
 * rescission sent with `Sec-Fetch-Site: cross-site` and no Origin), a form body that cannot be
 * read with 400 (before: English 500). Each with the Spanish page and its way back. The body's
 * size is the front server's and Caddy's (64 KiB, src/lib/request-body-limits.mjs).
 */
export async function pageFormRefusal(request: Request, pages: FormPages): Promise<PageFormRefusal | null> {
  if (request.method !== 'POST') return null
  const back = formBackLinks[pages]
  if (comesFromAnotherSite(request.headers)) return { status: 403, message: crossSitePageFormMessage, back }
  if (await isMalformedForm(request)) return { status: 400, message: malformedFormMessage, back }
  return null
}
