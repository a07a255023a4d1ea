/**
 * Writes the database's data as a psql script: one `COPY … FROM stdin` block per table in
 * PostgreSQL's COPY text format, then the sequences' positions, the same shape as
 * `pg_dump --data-only`. Everything is read in one REPEATABLE READ snapshot, as pg_dump does, so
 * contacts arriving meanwhile are either wholly in the backup or not at all.
 */
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'

import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'

import { appliedMigrations, MIGRATIONS_TABLE, qualified, sequenceNames, type TableToCopy, tablesInLoadOrder } from './public-schema'
import { CLEARED_COLUMNS, WITHHELD_TABLES } from './withheld-data'

const HEADER = `-- Data of the site's database in PostgreSQL's COPY text format (no schema).
-- The schema is made by the migrations listed in manifest.json: \`npm run restore\` applies them to
-- an empty database, loads this file in one transaction, then runs any newer migration.
-- By hand, on a database migrated to exactly those migrations:
--   psql --single-transaction -v ON_ERROR_STOP=1 -f database.sql
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET datestyle = 'ISO, YMD';
SET intervalstyle = 'postgres';
TRUNCATE public.${MIGRATIONS_TABLE};
`

export type Snapshot = { postgres: string; migrations: string[]; tables: Record<string, number> }

async function write(out: NodeJS.WritableStream, text: string | Buffer) {
  if (!out.write(text)) await once(out, 'drain')
}

/** What COPY reads for one table: every column, or, where some must not leave, those as NULL. */
function copySource(client: pg.Client, table: TableToCopy): string {
  const cleared = CLEARED_COLUMNS[table.name] ?? []
  if (WITHHELD_TABLES.includes(table.name)) return `(select * from ${qualified(client, table.name)} where false)`
  const columns = table.columns.map((column) => client.escapeIdentifier(column))
  if (!cleared.length) return `${qualified(client, table.name)} (${columns.join(', ')})`
  const values = table.columns.map((column, index) => (cleared.includes(column) ? `null as ${columns[index]}` : columns[index]))
  return `(select ${values.join(', ')} from ${qualified(client, table.name)})`
}

export async function writeDataScript(client: pg.Client, file: string): Promise<Snapshot> {
  const out = createWriteStream(file)
  await client.query('begin isolation level repeatable read read only')
  try {
    await client.query("set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; set local client_encoding = 'UTF8'")
    const tables = await tablesInLoadOrder(client)
    // Like pg_dump: no migration can alter or drop a table while it is being copied.
    if (tables.length) {
      await client.query(`lock table ${tables.map((table) => qualified(client, table.name)).join(', ')} in access share mode`)
    }
    const postgres = (await client.query<{ server_version: string }>('show server_version')).rows[0].server_version
    const migrations = await appliedMigrations(client)
    await write(out, HEADER)
    const rows: Record<string, number> = {}
    for (const table of tables) {
      const target = `${qualified(client, table.name)} (${table.columns.map((column) => client.escapeIdentifier(column)).join(', ')})`
      await write(out, `\nCOPY ${target} FROM stdin;\n`)
      const copy = client.query(copyTo(`COPY ${copySource(client, table)} TO STDOUT`))
      for await (const chunk of copy) await write(out, chunk)
      await write(out, '\\.\n')
      rows[table.name] = copy.rowCount
    }
    await write(out, '\n')
    for (const name of await sequenceNames(client)) {
      const sequence = `public.${client.escapeIdentifier(name)}`
      const { rows: position } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value, is_called from ${sequence}`,
      )
      const setval = `SELECT pg_catalog.setval(${client.escapeLiteral(sequence)}, ${position[0].last_value}, ${position[0].is_called});`
      await write(out, `${setval}\n`)
    }
    await client.query('commit')
    out.end()
    await once(out, 'finish')
    return { postgres, migrations, tables: rows }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    out.destroy()
    throw error
  }
}
