import { createClient } from 'redis'

/**
 * Redis, when the site runs as several instances (REDIS_URL set): the counters every instance
 * must share (contact limit, login throttle) live there. Without REDIS_URL nothing connects and
 * the counters stay in the process, as on one instance. Next's page cache has its own client
 * (cache-handler.mjs), because Next loads that module outside the app's bundles.
 */
export const redisUrl = (env: Record<string, string | undefined> = process.env): string | null => env.REDIS_URL?.trim() || null

const connect = (url: string) => createClient({ url })
export type SharedRedis = ReturnType<typeof connect>

// Kept on globalThis: Next bundles this module into several server chunks, which must share
// one connection.
const slot = Symbol.for('agencia.redis')
type WithRedis = typeof globalThis & { [slot]?: SharedRedis }

/** The process's one client, connecting in the background (it reconnects by itself); null without REDIS_URL. */
export function sharedRedis(url = redisUrl()): SharedRedis | null {
  if (!url) return null
  const holder = globalThis as WithRedis
  if (!holder[slot]) {
    const client = connect(url)
    // Unhandled, a lost connection would end the process; the limiters fall back to memory meanwhile.
    client.on('error', (error: Error) => console.error(`[redis] ${error.message}`))
    client.connect().catch((error: Error) => console.error(`[redis] could not connect: ${error.message}`))
    holder[slot] = client
  }
  return holder[slot] ?? null
}

/**
 * Connects at start (src/instrumentation.ts), so the first requests already count in Redis and
 * not each in its own instance's memory. Waits at most `timeoutMs`; the client keeps trying.
 */
export async function connectSharedRedis(timeoutMs = 5000): Promise<void> {
  const client = sharedRedis()
  if (!client || client.isReady) return
  let timer: NodeJS.Timeout | undefined
  const ready = new Promise<void>((resolve) => client.once('ready', () => resolve()))
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[redis] not ready after ${timeoutMs} ms; counting in this instance's memory until it is`)
      resolve()
    }, timeoutMs)
  })
  await Promise.race([ready, late])
  clearTimeout(timer)
}
