import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { intWorker } from './int-worker'

export type MigrationArgs = MigrateUpArgs & MigrateDownArgs

/**
 * Runs a migration test's work on the shared test database inside one transaction that is
 * rolled back, so the database is left as it was. `args` is what a migration's up/down receives.
 */
export async function inRolledBackTransaction(work: (client: pg.Client, args: MigrationArgs) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: intWorker().databaseUrl })
  await client.connect()
  await client.query('begin')
  try {
    const args = { db: drizzle(client), payload: undefined, req: undefined } as unknown as MigrationArgs
    await work(client, args)
  } finally {
    await client.query('rollback')
    await client.end()
  }
}
