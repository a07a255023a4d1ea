import { contactApiMessages } from '../../copy/contact-api'
import { crossSiteFormMessage } from '../../copy/request-limits.mjs'
import { addressLimitKey, clientIp } from '../../lib/server/client-ip'
import { peekContactLimits } from './contact-limit'

export type FormRefusal = { status: 403 | 429; message: string; retryAfterSeconds?: number }

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

/**
 * What the contact form sent without JavaScript (POST /contacto) is refused with before the page
 * runs its server action: 403 when another site posted it (Next's own check would answer an
 * English 500 to a mismatched Origin and nothing at all without one), 429 when the visitor's
 * address has used up the contact limit (the server action can only answer 200).
 */
export async function contactFormRefusal(headers: Headers): Promise<FormRefusal | null> {
  if (comesFromAnotherSite(headers)) return { status: 403, message: crossSiteFormMessage }
  // A server action called by the page's own scripts answers in its own format, not with a page.
  if (headers.has('next-action')) return null
  const limit = await peekContactLimits(addressLimitKey(clientIp(headers)))
  if (limit.allowed) return null
  return { status: 429, message: contactApiMessages.rateLimited, retryAfterSeconds: limit.retryAfterSeconds }
}
