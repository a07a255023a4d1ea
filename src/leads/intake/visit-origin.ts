import type { PayloadRequest } from 'payload'

import { type Attribution, attributionFromLanding } from './attribution'
import { pageSentFrom } from './page-sent-from'

/** Where a visitor's submission came from: the campaign they arrived with and the site's page they sent it from. */
export type VisitOrigin = { attribution?: Attribution; sentFromPath?: string }

/**
 * The one reading of a visitor's origin, shared by every visitor intake (the contact form, with and
 * without JavaScript, and the booking form). The page is the server's to say (the request's
 * Referer on the site's own host), whatever the body claims. The campaign is the first touch the
 * browser kept and sent (captured before hydration, landing-capture.ts); without one (no
 * JavaScript, storage blocked) it is the one in the sending page's own address, whose first-visit
 * time is unknown (and a resend must be the same content, so no time of now is made up).
 * `sent` is passed on as sent: the collection's schema judges it.
 */
export function visitOrigin(req: PayloadRequest, sent: unknown): VisitOrigin {
  const page = pageSentFrom(req)
  const sentFromPath = page?.pathname
  const attribution = sent ?? (page ? campaignOfPage(page) : undefined)
  return { ...(attribution ? { attribution: attribution as Attribution } : {}), ...(sentFromPath ? { sentFromPath } : {}) }
}

function campaignOfPage(page: URL): Attribution | undefined {
  const attribution = attributionFromLanding(page, '', new Date())
  if (!attribution) return undefined
  const { firstVisitAt: _unknown, ...fromPage } = attribution
  return fromPage
}
