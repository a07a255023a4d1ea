import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { intWorker } from '../../support/int-worker'

/** Sessions ever established to the test database (Postgres counts them in pg_stat_database). */
async function sessionsSoFar(): Promise<number> {
  const client = new pg.Client({ connectionString: intWorker().databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_stat_force_next_flush()')
    const { rows } = await client.query<{ sessions: string }>('select sessions from pg_stat_database where datname = current_database()')
    return Number(rows[0].sessions)
  } finally {
    await client.end()
  }
}

describe('GET /api/health (issue 22, item 9g)', () => {
  it('answers 200 for 60 requests, 30 of them at once, on at most two database sessions (not one per request)', async () => {
    const before = await sessionsSoFar()
    for (let n = 0; n < 30; n++) expect((await health()).status).toBe(200)
    const parallel = await Promise.all(Array.from({ length: 30 }, () => health()))
    expect(parallel.map((response) => response.status)).toEqual(Array(30).fill(200))
    // A session is counted when it ends: give the ones a per-request probe would have closed time to be counted.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // Two: the check's own connection, and the one sessionsSoFar opened before (counted once it ended).
    expect((await sessionsSoFar()) - before).toBeLessThanOrEqual(2)
  })
})
