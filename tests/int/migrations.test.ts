import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { migrations } from '../../src/migrations'

describe('migrations', () => {
  it('apply every committed migration to an empty database and create the content tables', async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    await client.connect()
    try {
      const applied = await client.query<{ name: string }>('select name from payload_migrations order by name')
      expect(applied.rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name))
      const tables = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
      const names = tables.rows.map((row) => row.table_name)
      for (const table of ['services', 'testimonials', 'insurers', 'licensed_states', 'legal_documents', 'contacts', 'media', 'users', 'site_settings', 'landing']) {
        expect(names).toContain(table)
      }
    } finally {
      await client.end()
    }
  })
})
