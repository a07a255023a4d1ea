import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "record_links" DROP CONSTRAINT "record_links_supersedes_id_signed_records_id_fk";
  
  ALTER TABLE "record_links" DROP CONSTRAINT "record_links_rescinds_id_signed_records_id_fk";
  
  DROP INDEX "record_links_supersedes_idx";
  DROP INDEX "record_links_rescinds_idx";
  ALTER TABLE "record_links" ADD COLUMN "supersedes" numeric;
  ALTER TABLE "record_links" ADD COLUMN "rescinds" numeric;
  CREATE INDEX "record_links_supersedes_idx" ON "record_links" USING btree ("supersedes");
  CREATE INDEX "record_links_rescinds_idx" ON "record_links" USING btree ("rescinds");
  UPDATE "record_links" SET "supersedes" = "supersedes_id", "rescinds" = "rescinds_id";
  ALTER TABLE "record_links" DROP COLUMN "supersedes_id";
  ALTER TABLE "record_links" DROP COLUMN "rescinds_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "record_links_supersedes_idx";
  DROP INDEX "record_links_rescinds_idx";
  ALTER TABLE "record_links" ADD COLUMN "supersedes_id" integer;
  ALTER TABLE "record_links" ADD COLUMN "rescinds_id" integer;
  ALTER TABLE "record_links" ADD CONSTRAINT "record_links_supersedes_id_signed_records_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "record_links" ADD CONSTRAINT "record_links_rescinds_id_signed_records_id_fk" FOREIGN KEY ("rescinds_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "record_links_supersedes_idx" ON "record_links" USING btree ("supersedes_id");
  CREATE INDEX "record_links_rescinds_idx" ON "record_links" USING btree ("rescinds_id");
  UPDATE "record_links" SET "supersedes_id" = "supersedes", "rescinds_id" = "rescinds";
  ALTER TABLE "record_links" DROP COLUMN "supersedes";
  ALTER TABLE "record_links" DROP COLUMN "rescinds";`)
}
