/** What the backup and the restore read from the catalog about the site's tables (schema public). */
import type pg from 'pg'

export type TableToCopy = { name: string; columns: string[] }

export const MIGRATIONS_TABLE = 'payload_migrations'

export const qualified = (client: pg.Client, name: string) => `public.${client.escapeIdentifier(name)}`

/**
 * Every table with the columns to copy (generated ones are computed again on load), parents
 * before the tables whose foreign keys point at them, so the data loads with every key checked.
 */
export async function tablesInLoadOrder(client: pg.Client): Promise<TableToCopy[]> {
  const tables = await client.query<{ oid: number; name: string }>(
    `select c.oid, c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  )
  const keys = await client.query<{ child: number; parent: number }>(
    `select conrelid as child, confrelid as parent from pg_constraint
     where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`,
  )
  const columns = await client.query<{ table: number; name: string }>(
    `select attrelid as table, attname as name from pg_attribute
     where attrelid = any($1) and attnum > 0 and not attisdropped and attgenerated = ''
     order by attrelid, attnum`,
    [tables.rows.map((table) => table.oid)],
  )
  const ordered: TableToCopy[] = []
  const placed = new Set<number>()
  let remaining = tables.rows
  while (remaining.length) {
    const ready = remaining.filter((table) =>
      keys.rows.every((key) => key.child !== table.oid || !remaining.some((parent) => parent.oid === key.parent)),
    )
    if (!ready.length) throw new Error(`foreign keys form a cycle between: ${remaining.map((t) => t.name).join(', ')}`)
    for (const table of ready) {
      placed.add(table.oid)
      const names = columns.rows.filter((column) => column.table === table.oid).map((column) => column.name)
      ordered.push({ name: table.name, columns: names })
    }
    remaining = remaining.filter((table) => !placed.has(table.oid))
  }
  return ordered
}

export async function sequenceNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  )
  return rows.map((row) => row.name)
}

/** Tables that hold at least one row; the migrations' own bookkeeping does not count as data. */
export async function tablesHoldingData(client: pg.Client): Promise<string[]> {
  const holding: string[] = []
  for (const { name } of await tablesInLoadOrder(client)) {
    if (name === MIGRATIONS_TABLE) continue
    const { rows } = await client.query<{ found: boolean }>(`select exists (select from ${qualified(client, name)}) as found`)
    if (rows[0].found) holding.push(name)
  }
  return holding
}

/** The migrations this database has run, in the order they ran; none when it was never migrated. */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ present: boolean }>(`select to_regclass('public.${MIGRATIONS_TABLE}') is not null as present`)
  if (!rows[0].present) return []
  const applied = await client.query<{ name: string }>(`select name from public.${MIGRATIONS_TABLE} order by id`)
  return applied.rows.map((row) => row.name)
}

/** Sessions on this database besides ours: a running site, a psql, another restore. */
export async function otherSessions(client: pg.Client): Promise<{ application: string; address: string | null }[]> {
  const { rows } = await client.query<{ application: string; address: string | null }>(
    `select application_name as application, client_addr::text as address from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )
  return rows
}
