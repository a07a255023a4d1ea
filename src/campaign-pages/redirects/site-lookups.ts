import type { PayloadRequest } from 'payload'

import { PAGE_SLUG_SHAPE } from '../../lib/page-slug'
import type { Redirect } from '../../payload-types'
import { comparablePath, isSitePath } from './redirect-rules'

/** Lookups for the redirect rules, in the request's transaction (a page renamed in the same save counts). */

export async function pageAt(slug: string, req: PayloadRequest, { publishedOnly }: { publishedOnly: boolean }): Promise<boolean> {
  if (!PAGE_SLUG_SHAPE.test(slug)) return false
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { and: [{ slug: { equals: slug } }, ...(publishedOnly ? [{ _status: { equals: 'published' } }] : [])] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The redirect leaving from this path, whatever the case it was written in; not the one being saved. */
export async function redirectFrom(path: string, req: PayloadRequest, excludedId?: number | string): Promise<Redirect | null> {
  const wanted = comparablePath(path)
  const { docs } = await req.payload.find({
    collection: 'redirects',
    // `like` is case-insensitive and matches a part: the exact comparison follows.
    where: { from: { like: wanted.replace(/^\//, '') } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.find((doc) => doc.id !== excludedId && comparablePath(`/${doc.from.replace(/^\//, '')}`) === wanted) ?? null
}

/** The path a redirect's destination leads to on this site, or null when it leaves the site (or has none yet). */
export async function destinationPath(to: Partial<Redirect['to']> | undefined, req: PayloadRequest): Promise<string | null> {
  if (to?.type === 'custom') return to.url && isSitePath(to.url) ? to.url : null
  const reference = to?.reference
  if (!reference?.value) return null
  if (typeof reference.value === 'object') return `/${reference.value.slug}`
  const doc = await req.payload.findByID({
    collection: reference.relationTo,
    id: reference.value,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return doc?.slug ? `/${doc.slug}` : null
}
