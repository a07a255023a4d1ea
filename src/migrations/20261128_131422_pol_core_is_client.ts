import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" ADD COLUMN "is_client" boolean DEFAULT false;
  CREATE INDEX "contacts_is_client_idx" ON "contacts" USING btree ("is_client");
  -- A lead with a policy is a client: mark those that already have one.
  UPDATE "contacts" SET "is_client" = true WHERE "id" IN (SELECT "client_id" FROM "policies" WHERE "client_id" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contacts_is_client_idx";
  ALTER TABLE "contacts" DROP COLUMN "is_client";`)
}
