import pg from 'pg'

import { databaseUrl, describeDatabase } from '../lib/server/server-env'

export type ProbeResult = { ok: true } | { ok: false; reason: string }

/** One short connection and `select 1`; used by the health check and the start-up check. */
export async function probeDatabase(timeoutMs = 2000): Promise<ProbeResult> {
  const url = databaseUrl()
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('select 1')
    return { ok: true }
  } catch (error) {
    const code = (error as { code?: string }).code
    return { ok: false, reason: `cannot reach the database at ${describeDatabase(url)} (${code || (error as Error).message})` }
  } finally {
    await client.end().catch(() => {})
  }
}
