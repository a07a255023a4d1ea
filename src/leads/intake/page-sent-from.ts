import type { PayloadRequest } from 'payload'

/**
 * The site's own page a form was sent from, read from the request's Referer: browsers send the
 * whole address to the same site (the site's Referrer-Policy is strict-origin-when-cross-origin),
 * and only an address on the request's own host counts. Null when the browser sent none.
 */
export function pageSentFrom(req: PayloadRequest): URL | null {
  const referer = req.headers.get('referer')
  const host = req.headers.get('host')
  if (!referer || !host || !URL.canParse(referer)) return null
  const page = new URL(referer)
  return page.host.toLowerCase() === host.toLowerCase() ? page : null
}
