/**
 * Next's page and data cache in Redis, for several instances of the site (REDIS_URL set; see
 * src/lib/server/shared-cache.mjs): a page rendered by one instance is served by all, and a staff save
 * (revalidateTag in src/content/revalidate.ts) expires it for all. The handler is
 * @fortedigital/nextjs-cache-handler's; this module only gives it a Redis client.
 *
 * No fallback to a per-instance memory cache: an instance that cannot reach Redis misses the
 * cache and renders each page from the database, so it never serves a page another instance
 * has expired.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

// One client per process: Next may create the handler more than once.
const slot = Symbol.for('agencia.cacheHandlerConfig')

CacheHandler.onCreation(() => {
  globalThis[slot] ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
    // Unhandled, a lost connection would end the process; the client reconnects by itself.
    client.on('error', (error) => console.error(`[page cache] redis: ${error.message}`))
    await client.connect().catch((error) => console.error(`[page cache] could not connect to redis: ${error.message}`))
    return { handlers: [createRedisHandler({ client, keyPrefix: 'pages:' })] }
  })()
  return globalThis[slot]
})

export default CacheHandler
