import { fileURLToPath } from 'node:url'

/**
 * Next's cache settings for several instances: with REDIS_URL set, pages and data go to Redis
 * (cache-handler.mjs) and no instance keeps its own copy in memory (cacheMaxMemorySize: 0), or
 * it would serve a page another instance has expired. Without REDIS_URL, Next's own cache.
 * Read by next.config.mjs and, for the standalone output whose config is fixed at build time,
 * by server/start.mjs when the server starts.
 */
export function sharedCacheOptions(env = process.env) {
  if (!env.REDIS_URL?.trim()) return {}
  return { cacheHandler: fileURLToPath(new URL('../../../cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
}
