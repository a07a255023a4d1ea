import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { expireThroughSite } from './expire-through-site'
import type { ContentTag } from './tags'

/** Seeds, migrations and tests pass `context: { skipRevalidate: true }`: they run outside Next. */
type HookContext = { skipRevalidate?: boolean }

async function expireContentTag(tag: ContentTag, context: HookContext | undefined): Promise<void> {
  if (context?.skipRevalidate) return
  try {
    // expire: 0 makes the next visit render fresh content instead of a stale copy.
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not within a request (the jobs queue publishing at the scheduled time): the site's own endpoint does it.
    await expireThroughSite(tag).catch((error: Error) => {
      // Outside a running site (scripts) there is no cache to expire.
      console.warn(`[content] could not expire "${tag}": ${error.message}`)
    })
  }
}

type Versioned = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Whether a save can change what visitors see. Saving a draft over a draft cannot: visitors
 * get the published version, which stays as it was. Publishing, unpublishing, a draft saved
 * over the published version (to be safe) and documents without drafts all can.
 */
export function changesPublishedContent(doc: Versioned, previousDoc: Versioned): boolean {
  return !(doc?._status === 'draft' && previousDoc?._status === 'draft')
}

const revalidateCollectionAfterChange =
  (tag: ContentTag): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context }) => {
    if (changesPublishedContent(doc, previousDoc)) await expireContentTag(tag, context as HookContext)
    return doc
  }

const revalidateCollectionAfterDelete =
  (tag: ContentTag): CollectionAfterDeleteHook =>
  async ({ doc, context }) => {
    await expireContentTag(tag, context as HookContext)
    return doc
  }

export const revalidateGlobalAfterChange =
  (tag: ContentTag): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, context }) => {
    if (changesPublishedContent(doc, previousDoc)) await expireContentTag(tag, context as HookContext)
    return doc
  }

export const revalidationHooks = (tag: ContentTag) => ({
  afterChange: [revalidateCollectionAfterChange(tag)],
  afterDelete: [revalidateCollectionAfterDelete(tag)],
})
