import { revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'

import { contentCacheMessages } from '../copy/api'
import { jsonAnswer } from '../lib/server/http/json-answer'
import { EXPIRE_CONTENT_PATH, presentsContentCacheKey } from './expire-through-site'
import { type ContentTag, contentTags } from './tags'

const knownTags = new Set<string>(Object.values(contentTags))

/** Expires one content tag for expireThroughSite; only the site itself holds the key. */
export const expireContentEndpoint: Endpoint = {
  path: EXPIRE_CONTENT_PATH,
  method: 'post',
  handler: async (req) => {
    if (!presentsContentCacheKey(req.headers)) return jsonAnswer({ message: contentCacheMessages.wrongKey }, 401)
    const tag = new URL(req.url ?? '', 'http://site').searchParams.get('tag') ?? ''
    if (!knownTags.has(tag)) return jsonAnswer({ message: contentCacheMessages.unknownTag }, 400)
    revalidateTag(tag as ContentTag, { expire: 0 })
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  },
}
