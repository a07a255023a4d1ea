import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "customer_rating" numeric DEFAULT 4.8 NOT NULL;`)

  // HAND-WRITTEN BACK-FILL (keep it when migrations are recombined): the rating figures staff
  // typed as text («4.8/5» in the trust strip, «4.9/5» in the testimonials' summary) on the
  // landing and the campaign pages, drafts and versions included, now say {calificacion}, so
  // they all show the one setting above.
  for (const table of [
    'landing_trust_stats',
    'landing_testimonials_intro_summary',
    '_landing_v_version_trust_stats',
    '_landing_v_version_testimonials_intro_summary',
    'pages_blocks_trust_strip_stats',
    'pages_blocks_testimonials_summary',
    '_pages_v_blocks_trust_strip_stats',
    '_pages_v_blocks_testimonials_summary',
  ]) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "value" = '{calificacion}' WHERE "value" ~ '^[1-5]([.,][0-9])? ?/ ?5$'`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "customer_rating";`)
}
