import type { CollectionAfterChangeHook } from 'payload'

import type { Page } from '../payload-types'

/**
 * A published page that moves to a new address keeps its old one alive: a permanent redirect
 * from the old path to the page (in «Redirecciones», where staff can see and change it). A
 * redirect already leaving from the old path is pointed at the page instead.
 */
export const keepOldAddress: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  const moved = previousDoc?._status === 'published' && doc._status === 'published' && previousDoc.slug !== doc.slug
  if (!moved) return doc
  const from = `/${previousDoc.slug}`
  const data = {
    from,
    to: { type: 'reference' as const, reference: { relationTo: 'pages' as const, value: doc.id } },
    type: '301' as const,
  }
  const { docs } = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  if (docs[0]) await req.payload.update({ collection: 'redirects', id: docs[0].id, data, req, depth: 0 })
  else await req.payload.create({ collection: 'redirects', data, req, depth: 0 })
  return doc
}
