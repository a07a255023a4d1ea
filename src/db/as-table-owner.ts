import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'
import pg from 'pg'

import { databaseTimeouts, describeDatabase, migrationDatabaseUrl } from '../lib/server/server-env'
import { postgresOf } from './postgres'

/**
 * Runs `work` (the migrations) with Payload's queries sent as the role that owns the tables
 * (MIGRATION_DATABASE_URL): the site's own role (DATABASE_URL) owns none, so it can neither
 * create or alter a table nor switch the signed records' trigger off (docs/operations.md,
 * "Database roles"). Payload's adapter has one query builder, so it is pointed at a pool of the
 * owner's for the duration, then back. Called under the start-up lock, before this instance
 * serves anything. Without MIGRATION_DATABASE_URL (development) nothing changes.
 */
export async function asTableOwner(payload: Payload, work: () => Promise<void>): Promise<void> {
  const url = migrationDatabaseUrl()
  if (!url) return work()
  const adapter = postgresOf(payload)
  // A few connections: a migration's transaction holds one while Payload may read with another.
  const pool = new pg.Pool({ connectionString: url, max: 3, ...databaseTimeouts() })
  pool.on('error', (error) => payload.logger.warn(`Migration connection lost (${describeDatabase(url)}): ${error.message}`))
  const siteDrizzle = adapter.drizzle
  adapter.drizzle = drizzle({ client: pool, schema: adapter.schema, logger: adapter.logger || false }) as typeof siteDrizzle
  try {
    await work()
  } finally {
    adapter.drizzle = siteDrizzle
    await pool.end().catch(() => {})
  }
}
