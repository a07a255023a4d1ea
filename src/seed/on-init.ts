import type { Payload } from 'payload'

import { describeDatabase, databaseUrl, isProduction } from '../lib/server-env'
import { migrations } from '../migrations'
import { isDatabaseEmpty, seed } from './seed'

type PoolLike = { on?: (event: 'error', listener: (error: Error) => void) => void }

/**
 * pg's Pool emits 'error' when an idle connection dies (Postgres restarted or stopped);
 * without a listener Node treats it as unhandled and the whole server exits.
 */
function keepServerAliveOnPoolErrors(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  pool?.on?.('error', (error) => {
    payload.logger.warn(`Database connection lost (${describeDatabase(databaseUrl())}): ${error.message}`)
  })
}

/** Applies the committed migrations that this database has not run yet. */
export async function runMigrations(payload: Payload): Promise<void> {
  // Generated migrations type their arguments precisely; Payload's list type is looser.
  await payload.db.migrate({ migrations: migrations as never })
}

export async function onPayloadInit(payload: Payload): Promise<void> {
  keepServerAliveOnPoolErrors(payload)
  // Production applies `prodMigrations` while connecting; elsewhere apply them here.
  if (!isProduction()) await runMigrations(payload)
  if (process.env.SEED_ON_START !== 'false' && (await isDatabaseEmpty(payload))) {
    payload.logger.info('[seed] empty database: loading the default Spanish content')
    await seed(payload)
  }
}
