import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" ADD COLUMN "campaign_utm_source" varchar;
  ALTER TABLE "redirects" ADD COLUMN "campaign_utm_medium" varchar;
  ALTER TABLE "redirects" ADD COLUMN "campaign_utm_campaign" varchar;
  ALTER TABLE "redirects" ADD COLUMN "campaign_utm_content" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DROP COLUMN "campaign_utm_source";
  ALTER TABLE "redirects" DROP COLUMN "campaign_utm_medium";
  ALTER TABLE "redirects" DROP COLUMN "campaign_utm_campaign";
  ALTER TABLE "redirects" DROP COLUMN "campaign_utm_content";`)
}
