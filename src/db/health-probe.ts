import pg from 'pg'

import { databaseUrl } from '../lib/server/server-env'

/**
 * The health check's view of the database (/api/health, polled by compose, load balancers and
 * monitors): `select 1` on one connection kept open for it, not a new connection per request
 * (issue 22), and one query at a time: requests that arrive while it runs share its answer. A
 * flood of health requests costs one connection and a `select 1` per round trip, and no answer
 * is older than its request (a monitor sees an outage at once).
 */
const PROBE_TIMEOUT_MS = 1500

let pool: pg.Pool | null = null
let inFlight: Promise<boolean> | null = null

function healthPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      // A stalled database answers nothing: the query gives up, and its connection is dropped.
      query_timeout: PROBE_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
      allowExitOnIdle: true,
    })
    // An idle connection cut by a restart or stop of Postgres: the pool drops it and opens another next time.
    pool.on('error', () => {})
  }
  return pool
}

async function selectOne(): Promise<boolean> {
  try {
    await healthPool().query('select 1')
    return true
  } catch {
    return false
  }
}

/** Whether the database answers `select 1` within PROBE_TIMEOUT_MS. */
export function databaseIsHealthy(): Promise<boolean> {
  inFlight ??= selectOne().finally(() => {
    inFlight = null
  })
  return inFlight
}
