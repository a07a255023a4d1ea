/**
 * The proxy's own small pool of Postgres connections: the proxy (src/proxy.ts) runs before every
 * route, so its reads (campaign routes, booking and signing links) use plain queries on this pool
 * instead of loading Payload's whole config.
 */
import pg from 'pg'

import { databaseUrl } from '../lib/server/server-env'

let pool: pg.Pool | undefined
export function proxyPool(): pg.Pool {
  if (!pool) {
    // Short limits: when the database is away, the proxy falls back to what it last knew. The
    // query's own limit is kept by the client: a stalled server (frozen disk or network) never
    // enforces its statement_timeout, and a pooled connection would wait on it for good.
    pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: 3,
      connectionTimeoutMillis: 1500,
      statement_timeout: 1500,
      query_timeout: 1500,
    })
    pool.on('error', () => {}) // an idle connection dropped by the server; the next query opens another
  }
  return pool
}
