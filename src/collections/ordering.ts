import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, CollectionSlug } from 'payload'

/**
 * Staff order lists by dragging rows in the admin (Payload's `orderable`, which keeps a
 * fractional key in `_order`). The public site sorts by the plain `order` number, so every
 * drag renumbers `order` 1…n in the dragged order, and new items go last.
 */
type OrderContext = { renumbering?: boolean }

const appendNewItems =
  (slug: CollectionSlug): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create' || (typeof data.order === 'number' && data.order > 0)) return data
    const { docs } = await req.payload.find({ collection: slug, sort: '-order', limit: 1, depth: 0, req, overrideAccess: true })
    const last = (docs[0] as { order?: number } | undefined)?.order ?? 0
    return { ...data, order: last + 1 }
  }

const renumberAfterDrag =
  (slug: CollectionSlug): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req, context }) => {
    const ctx = context as OrderContext
    if (operation !== 'update' || ctx.renumbering || doc._order === previousDoc?._order) return doc
    const { docs } = await req.payload.find({
      collection: slug,
      sort: '_order',
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
    let own = doc.order
    for (const [index, item] of (docs as { id: number | string; order?: number }[]).entries()) {
      const position = index + 1
      if (item.id === doc.id) own = position
      if (item.order === position) continue
      await req.payload.update({
        collection: slug,
        id: item.id,
        data: { order: position },
        depth: 0,
        req,
        overrideAccess: true,
        context: { ...context, renumbering: true },
      })
    }
    return { ...doc, order: own }
  }

type Hooks = NonNullable<CollectionConfig['hooks']>

/** Adds the ordering hooks to a collection's hooks; use with `orderable: true`. */
export function withDragOrdering(slug: CollectionSlug, hooks: Hooks): Hooks {
  return {
    ...hooks,
    beforeChange: [...(hooks.beforeChange ?? []), appendNewItems(slug)],
    afterChange: [renumberAfterDrag(slug), ...(hooks.afterChange ?? [])],
  }
}
