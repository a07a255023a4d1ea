import pg from 'pg'

import { databaseTimeouts, databaseUrl } from '../lib/server/server-env'

/**
 * A turn per account that holds across instances: a Postgres advisory lock, taken in a
 * transaction of its own (pg_advisory_xact_lock) and held while `work` runs. Postgres is where
 * the session list being protected lives, so no other service has to be up for a login, and a
 * lock of an instance that dies is released with its connection (no expiry to tune, as a Redis
 * lock would need). Two accounts whose names hash alike just share a turn.
 *
 * The locks hold connections of a small pool of their own: taken from Payload's pool, logins of
 * as many accounts as it has connections would hold them all while their own work waits for one.
 */
const LOCK_CLASS = 18132 // payloadcms/payload#18132, the reason for the turns
const LOCK_CONNECTIONS = 4

export type AccountLock = <T>(account: string, work: () => Promise<T>) => Promise<T>

export function accountLock(pool: pg.Pool): AccountLock {
  return async (account, work) => {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      await client.query('begin')
      await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, account])
      return await work()
    } finally {
      await client.query('commit').catch((error: Error) => {
        broken = error
      })
      client.release(broken)
    }
  }
}

const slot = Symbol.for('agencia.accountLockPool')
type WithPool = typeof globalThis & { [slot]?: pg.Pool }

/** The lock on the site's database (one pool per process, on globalThis as Next bundles this module more than once). */
export function siteAccountLock(): AccountLock {
  const holder = globalThis as WithPool
  if (!holder[slot]) {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: LOCK_CONNECTIONS, ...databaseTimeouts() })
    pool.on('error', (error) => console.error(`[account lock] ${error.message}`))
    holder[slot] = pool
  }
  return accountLock(holder[slot])
}
