import path from 'node:path'

import { type EmbeddedDatabase, embeddedDatabaseUrl, freePort, runningServerPort, startEmbeddedPostgres } from './embedded-postgres'

const DEV_DATA_DIR = path.resolve('.data/postgres')
const DEV_DATABASE = 'agencia'

/**
 * DATABASE_URL when given; otherwise the project's own embedded Postgres under .data/: the one
 * already running for the site (so `npm run backup` works while `npm start` serves), else a new one.
 */
export async function ensureDatabase(): Promise<EmbeddedDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const runningPort = runningServerPort(DEV_DATA_DIR)
  if (runningPort) {
    console.log(`[db] using the embedded Postgres already running on 127.0.0.1:${runningPort} (.data/postgres)`)
    return { url: embeddedDatabaseUrl(runningPort, DEV_DATABASE), stop: async () => {} }
  }
  console.log('[db] DATABASE_URL not set: starting the embedded Postgres in .data/postgres')
  const database = await startEmbeddedPostgres({ dataDir: DEV_DATA_DIR, databaseName: DEV_DATABASE })
  console.log(`[db] embedded Postgres ready on ${new URL(database.url).host}`)
  return database
}

/**
 * Like ensureDatabase, but hands out the address at once: a new embedded Postgres (on a fresh
 * clone, initdb first) starts in the background, `ready` settling when it accepts connections.
 */
export async function databaseStartingInBackground(): Promise<{ url: string; ready: Promise<EmbeddedDatabase> }> {
  if (process.env.DATABASE_URL || runningServerPort(DEV_DATA_DIR)) {
    const database = await ensureDatabase()
    return { url: database.url, ready: Promise.resolve(database) }
  }
  const port = await freePort()
  console.log('[db] DATABASE_URL not set: starting the embedded Postgres in .data/postgres')
  const ready = startEmbeddedPostgres({ dataDir: DEV_DATA_DIR, databaseName: DEV_DATABASE, port }).then((database) => {
    console.log(`[db] embedded Postgres ready on ${new URL(database.url).host}`)
    return database
  })
  return { url: embeddedDatabaseUrl(port, DEV_DATABASE), ready }
}
