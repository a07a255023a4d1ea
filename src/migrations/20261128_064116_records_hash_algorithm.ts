import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_signed_records_hash_algorithm" AS ENUM('hmac-sha256-v1', 'sha256');
  ALTER TABLE "signed_records" ADD COLUMN "hash_algorithm" "enum_signed_records_hash_algorithm";`)
  // No row is rewritten (the trigger refuses any UPDATE): the records signed before have no
  // value here and are verified as unkeyed SHA-256 (src/records/record-hash.ts).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Development only: without the column, the keyed records would read as unkeyed and show as altered.
  await db.execute(sql`
   ALTER TABLE "signed_records" DROP COLUMN "hash_algorithm";
  DROP TYPE "public"."enum_signed_records_hash_algorithm";`)
}
