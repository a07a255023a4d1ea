import path from 'node:path'

import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres'

export const DEV_DATA_DIR = path.resolve('.data/postgres')

/** DATABASE_URL when given; otherwise the project's own embedded Postgres under .data/. */
export async function ensureDatabase(): Promise<EmbeddedDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  console.log('[db] DATABASE_URL not set: starting the embedded Postgres in .data/postgres')
  const database = await startEmbeddedPostgres({ dataDir: DEV_DATA_DIR, databaseName: 'agencia' })
  console.log(`[db] embedded Postgres ready on ${new URL(database.url).host}`)
  return database
}
