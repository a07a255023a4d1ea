import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from './payload-client'

/**
 * Whether this request sees drafts: Next's draft mode is on (src/app/api/preview turned it on
 * for a logged-in staff member) AND the same request carries a valid staff session. The draft
 * cookie alone is not enough: its value is the same for every browser of one build, so a copied
 * cookie, or one left behind after logging out, shows the published site.
 *
 * Visitors have no draft cookie and never reach the session check, so cached pages stay cached.
 * Checked once per request (layout, page and metadata all ask).
 */
export const isPreview = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
  } catch {
    return false // outside a request (scripts, tests): never a preview
  }
  return hasStaffSession(await headers())
})

async function hasStaffSession(requestHeaders: Headers): Promise<boolean> {
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: requestHeaders })
    return user?.collection === 'users'
  } catch {
    return false // the database is unreachable: the published (cached) site, not an error
  }
}
