import { readFileSync } from 'node:fs'

import pg from 'pg'

import { e2eConfig } from './e2e-config'

/** Direct SQL on the e2e server's database, to check what the site really stored. */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const { databaseUrl } = JSON.parse(readFileSync(e2eConfig.infoFile, 'utf8')) as { databaseUrl: string }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** Stops or starts Postgres under the running e2e server. */
export async function setE2eDatabase(state: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${e2eConfig.controlPort}/db/${state}`, { method: 'POST' })
  if (!response.ok) throw new Error(`could not ${state} the e2e database: ${response.status}`)
}

/**
 * Freezes (SIGSTOP) or thaws the e2e server's Postgres (a stalled disk or network) or the app
 * server itself (a server that answers nothing). Thaw in a `finally`.
 */
export async function setE2eFrozen(target: 'db' | 'app', frozen: boolean): Promise<void> {
  const action = `${target}/${frozen ? 'freeze' : 'thaw'}`
  const response = await fetch(`http://127.0.0.1:${e2eConfig.controlPort}/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`could not ${action} in the e2e server: ${response.status}`)
}
