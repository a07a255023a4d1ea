import pg from 'pg'

import { trySessionLock } from '../db/locks'
import { databaseUrl } from '../lib/server/server-env'

let session: pg.Client | null = null
let holdsLock = false

async function openSession(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl(), connectionTimeoutMillis: 5000, keepAlive: true })
  client.on('error', () => {
    // The session is gone (database restarted, network cut): Postgres has released its lock; reconnect at the next tick.
    if (session === client) {
      session = null
      holdsLock = false
    }
  })
  await client.connect()
  return client
}

/**
 * Whether this Payload instance is the one that runs the queue now: only the holder of a
 * Postgres advisory lock (src/db/locks.ts) does, on a session of its own that keeps it for the process's life.
 * Several servers (or Payload instances in one server) on one database would otherwise all
 * claim jobs every tick, and Payload's claim is not safe against that (see send-lease.ts). When
 * the holder dies, Postgres ends its session and frees the lock, and another instance takes
 * over at its next tick. The send lease still guards each e-mail should two ever run at once.
 */
export async function isQueueRunner(): Promise<boolean> {
  try {
    session ??= await openSession()
    if (holdsLock) {
      await session.query('select 1') // still connected, so still the holder
      return true
    }
    holdsLock = await trySessionLock(session, 'queueRunner')
    return holdsLock
  } catch {
    await session?.end().catch(() => {})
    session = null
    holdsLock = false
    return false
  }
}
