import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The database adapter with its Postgres parts (pool, transaction sessions). Payload types
 * `payload.db` as the generic adapter; this project always configures `postgresAdapter`
 * (payload.config.ts), so this is the one place that says so.
 */
export const postgresOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter
