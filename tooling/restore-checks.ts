/** What a restore must reproduce, read the same way from the original and from the copy. */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export async function query<Row extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** Rows in every table of the site's schema. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(url, "select tablename as name from pg_tables where schemaname = 'public' order by 1")
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    counts[name] = Number((await query<{ count: string }>(url, `select count(*) from public."${name}"`))[0].count)
  }
  return counts
}

/** SHA-256 of every file under `folder`, by relative path. */
export function fileDigests(folder: string): Record<string, string> {
  const digests: Record<string, string> = {}
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    digests[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex')
  }
  return digests
}

/** A contact as the site stores one, straight into the table: its id shows where the sequence stands. */
export async function insertContact(url: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    url,
    `insert into contacts (first_name, last_name, email, phone, insurance_type, source, consent_at, consent_text)
     values ('Ana', 'Pérez', 'ana@example.com', '(305) 555-0101', 'medicare', 'formulario', now(), 'Acepto') returning id`,
  )
  return row.id
}
