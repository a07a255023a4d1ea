import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_source" AS ENUM('formulario', 'formulario-sin-js', 'voz', 'telefono', 'en-persona');
  ALTER TABLE "contacts" ADD COLUMN "source" "enum_contacts_source" DEFAULT 'formulario' NOT NULL;
  CREATE INDEX "contacts_source_idx" ON "contacts" USING btree ("source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contacts_source_idx";
  ALTER TABLE "contacts" DROP COLUMN "source";
  DROP TYPE "public"."enum_contacts_source";`)
}
