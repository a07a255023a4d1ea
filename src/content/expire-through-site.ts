import { createHmac, timingSafeEqual } from 'node:crypto'

import { listeningPort, payloadSecret } from '../lib/server/server-env'
import type { ContentTag } from './tags'

/** The site's own endpoint that expires a content tag (a Payload root endpoint, under /api). */
export const EXPIRE_CONTENT_PATH = '/content-cache/expire'
const KEY_HEADER = 'x-content-cache-key'
const ANSWER_WITHIN_MS = 5000

/** Every instance derives the same key from PAYLOAD_SECRET: nothing more to configure. */
function contentCacheKey(): string {
  return createHmac('sha256', payloadSecret()).update('content-cache-expire').digest('hex')
}

export function presentsContentCacheKey(headers: Headers): boolean {
  const presented = Buffer.from(headers.get(KEY_HEADER) ?? '')
  const expected = Buffer.from(contentCacheKey())
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}

/**
 * Next expires a cache tag only from within a request. Work done outside one (the jobs queue
 * publishing a page at its scheduled time) asks this server, over loopback, to expire it.
 */
export async function expireThroughSite(tag: ContentTag): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${listeningPort()}/api${EXPIRE_CONTENT_PATH}?tag=${encodeURIComponent(tag)}`, {
    method: 'POST',
    headers: { [KEY_HEADER]: contentCacheKey() },
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  })
  if (!response.ok) throw new Error(`the site answered ${response.status}`)
}
