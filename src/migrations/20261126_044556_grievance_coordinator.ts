import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "grievance_coordinator_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_coordinator_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_coordinator_postal_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_coordinator_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "grievance_coordinator_email" varchar;`)

  // HAND-WRITTEN BACK-FILL (keep it when migrations are recombined): an agency's existing settings
  // get the seed's marked placeholders (src/seed/content/site-settings.ts), so the notice shows the
  // coordinator's place until staff write the real facts.
  await db.execute(sql`
    UPDATE "site_settings" SET
      "grievance_coordinator_name" = COALESCE("grievance_coordinator_name", 'Nombre del Coordinador (cámbielo)'),
      "grievance_coordinator_title" = COALESCE("grievance_coordinator_title", 'Coordinador de la Sección 1557'),
      "grievance_coordinator_postal_address" = COALESCE("grievance_coordinator_postal_address", "address"),
      "grievance_coordinator_phone" = COALESCE("grievance_coordinator_phone", "phone"),
      "grievance_coordinator_email" = COALESCE("grievance_coordinator_email", "email");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "grievance_coordinator_name";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_coordinator_title";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_coordinator_postal_address";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_coordinator_phone";
  ALTER TABLE "site_settings" DROP COLUMN "grievance_coordinator_email";`)
}
