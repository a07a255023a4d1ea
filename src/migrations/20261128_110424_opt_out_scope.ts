import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_opt_outs_scope" AS ENUM('all', 'texts');
  ALTER TABLE "opt_outs" ADD COLUMN "scope" "enum_opt_outs_scope" DEFAULT 'all';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "opt_outs" DROP COLUMN "scope";
  DROP TYPE "public"."enum_opt_outs_scope";`)
}
