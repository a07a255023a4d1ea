import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { migrations } from '../../../src/migrations'
import { TEST_PAYLOAD_SECRET } from '../../../tooling/test-env'
import { intWorker } from '../../support/int-worker'
import { runScript } from '../../support/run-script'

describe('migrations', () => {
  it('apply every committed migration to an empty database and create the content tables', async () => {
    const client = new pg.Client({ connectionString: intWorker().databaseUrl })
    await client.connect()
    try {
      const applied = await client.query<{ name: string }>('select name from payload_migrations order by name')
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
      const tables = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
      const names = tables.rows.map((row) => row.table_name)
      for (const table of [
        'services',
        'testimonials',
        'insurers',
        'licensed_states',
        'legal_documents',
        'contacts',
        'media',
        'users',
        'site_settings',
        'landing',
      ]) {
        expect(names).toContain(table)
      }
    } finally {
      await client.end()
    }
  })
})

describe('npm run migrate', () => {
  // Under tsx on Node 20 the script once loaded the Payload config with a late dynamic import
  // that sometimes never finished: about one run in three ended at once with status 0 (or 13)
  // having applied nothing. Eight runs in a row must each do the work and say so.
  it('does its work every time it is run', async () => {
    const runs: string[] = []
    for (let run = 0; run < 8; run++) {
      const output = await runScript('migrate.ts', { DATABASE_URL: intWorker().databaseUrl, PAYLOAD_SECRET: TEST_PAYLOAD_SECRET })
      runs.push(/\[migrate\] \d+ migration\(s\) applied or already present/.test(output) ? 'done' : 'nothing')
    }
    expect(runs).toEqual(Array(8).fill('done'))
  }, 180_000)
})
