import pg from 'pg'

import { databaseTimeouts, databaseUrl } from '../lib/server/server-env'
import { withTransactionLock } from './locks'

/**
 * A turn per account that holds across instances: the account's advisory lock (src/db/locks.ts),
 * taken in a transaction of its own and held while `work` runs. Postgres is where the session
 * list being protected lives, so no other service has to be up for a login.
 *
 * The locks hold connections of a small pool of their own: taken from Payload's pool, logins of
 * as many accounts as it has connections would hold them all while their own work waits for one.
 */
const LOCK_CONNECTIONS = 4

export type AccountLock = <T>(account: string, work: () => Promise<T>) => Promise<T>

export function accountLock(pool: pg.Pool): AccountLock {
  return (account, work) => withTransactionLock(pool, 'accountTurn', account, work)
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
