import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from './embedded-postgres'
import { stopCluster } from './postgres-control'

export type ThrowawayDatabase = { url: string; dataDir: string | null; dispose: () => Promise<void> }

/**
 * A fresh, empty database for one test run: a new database on TEST_DATABASE_URL's server
 * when given, otherwise a new embedded cluster in a temporary folder.
 */
export async function createThrowawayDatabase(label: string): Promise<ThrowawayDatabase> {
  const name = `${label}_${process.pid}_${Date.now()}`
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      dataDir: null,
      dispose: async () => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`drop database if exists "${name}" with (force)`)
        await client.end()
      },
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `${label}-pg-`))
  const database = await startEmbeddedPostgres({ dataDir, databaseName: name, durable: false, persistent: false })
  return {
    url: database.url,
    dataDir,
    dispose: async () => {
      await database.stop()
      // An outage test may have restarted the cluster with pg_ctl: stop that one too.
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) stopCluster(dataDir)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A new, empty database on the same server as `url` (cheaper than a second cluster). */
export async function createDatabaseBeside(url: string, label: string): Promise<{ url: string; dispose: () => Promise<void> }> {
  const name = `${label}_${process.pid}_${Date.now()}`
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(sql).finally(() => admin.end())
  }
  await onServer(`create database "${name}"`)
  const beside = new URL(url)
  beside.pathname = `/${name}`
  return { url: beside.toString(), dispose: () => onServer(`drop database if exists "${name}" with (force)`) }
}
