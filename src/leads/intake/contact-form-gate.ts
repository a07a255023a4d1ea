import { contactApiMessages } from '../../copy/contact-api'
import { crossSiteFormMessage } from '../../copy/request-limits.mjs'
import { comesFromAnotherSite } from '../../lib/form-post-gate'
import { addressLimitKey, clientIp } from '../../lib/server/client-ip'
import { peekContactLimits } from './contact-limit'

export type FormRefusal = { status: 403 | 429; message: string; retryAfterSeconds?: number }

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
