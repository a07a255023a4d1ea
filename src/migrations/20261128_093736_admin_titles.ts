import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { appointmentTitle } from '../appointments/appointment-title'
import { agencyTimeZone } from '../lib/time-zone'

type Row = { id: number; starts_at: string | Date; full_name: string | null }

/**
 * The admin's titles (issue 35, finding 5): appointments by client and local time, accounts by
 * name or e-mail. Stored columns (useAsTitle must be a field), filled here for the rows that
 * exist; the collections' hooks keep them from then on.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "appointments" ADD COLUMN "title" varchar;
  ALTER TABLE "users" ADD COLUMN "display_name" varchar;
  UPDATE "users" SET "display_name" = COALESCE(NULLIF(btrim("name"), ''), btrim("email"));`)
  const settings = await db.execute(sql`SELECT "time_zone" FROM "site_settings" LIMIT 1`)
  const timeZone = agencyTimeZone((settings.rows[0] as { time_zone?: string | null } | undefined)?.time_zone)
  const { rows } = await db.execute(sql`
  SELECT a."id", a."starts_at", c."full_name" FROM "appointments" a LEFT JOIN "contacts" c ON c."id" = a."lead_id"`)
  for (const row of rows as Row[]) {
    const title = appointmentTitle(row.full_name, row.starts_at, timeZone)
    await db.execute(sql`UPDATE "appointments" SET "title" = ${title} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "appointments" DROP COLUMN "title";
  ALTER TABLE "users" DROP COLUMN "display_name";`)
}
