import type { Payload } from 'payload'

import { databaseUrl, describeDatabase, seedOnStart } from '../lib/server/server-env'
import { migrations } from '../migrations'
import { isDatabaseEmpty, seed, seedLegalDocuments } from '../seed/seed'
import { asTableOwner } from './as-table-owner'
import { withSessionLock } from './locks'
import { postgresOf } from './postgres'

/**
 * pg's Pool emits 'error' when an idle connection dies (Postgres restarted or stopped);
 * without a listener Node treats it as unhandled and the whole server exits.
 */
function keepServerAliveOnPoolErrors(payload: Payload) {
  const pool = postgresOf(payload).pool
  pool?.on?.('error', (error) => {
    payload.logger.warn(`Database connection lost (${describeDatabase(databaseUrl())}): ${error.message}`)
  })
}

/** Applies the committed migrations that this database has not run yet, as the tables' owner when one is set. */
export async function runMigrations(payload: Payload): Promise<void> {
  // Generated migrations type their arguments precisely; Payload's list type is looser.
  await asTableOwner(payload, () => payload.db.migrate({ migrations: migrations as never }))
}

/**
 * One Next server may start several Payload instances (route bundles initialise their own),
 * and several servers may share a database: migrations and the first seed run under a
 * Postgres advisory lock (src/db/locks.ts) so they happen once, never concurrently. A restore holds it too, so a
 * server starting meanwhile waits instead of migrating a half-restored database.
 */
export async function underStartupLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  await withSessionLock(postgresOf(payload).pool, 'startup', work)
}

/**
 * Brings the schema up to date, then loads the default content into an empty database, or
 * the missing legal documents into an existing one.
 */
export async function onPayloadInit(payload: Payload): Promise<void> {
  keepServerAliveOnPoolErrors(payload)
  await underStartupLock(payload, async () => {
    await runMigrations(payload)
    if (!seedOnStart()) return
    if (await isDatabaseEmpty(payload)) {
      payload.logger.info('[seed] empty database: loading the default Spanish content')
      await seed(payload)
      return
    }
    // An existing installation gets the legal documents added to the site since it was seeded.
    for (const slug of await seedLegalDocuments({ payload })) payload.logger.info(`[seed] added the missing legal document /${slug}`)
  })
}
