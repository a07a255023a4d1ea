import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_settings_changes_setting" AS ENUM('email', 'voicePublicKey', 'voiceAssistantId');
  CREATE TABLE "settings_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"setting" "enum_settings_changes_setting" NOT NULL,
  	"previous_value" varchar,
  	"new_value" varchar,
  	"changed_by_id" integer,
  	"changed_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "settings_changes_id" integer;
  ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "settings_changes_changed_by_idx" ON "settings_changes" USING btree ("changed_by_id");
  CREATE INDEX "settings_changes_updated_at_idx" ON "settings_changes" USING btree ("updated_at");
  CREATE INDEX "settings_changes_created_at_idx" ON "settings_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_settings_changes_fk" FOREIGN KEY ("settings_changes_id") REFERENCES "public"."settings_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_settings_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("settings_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "settings_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_settings_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_settings_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "settings_changes_id";
  DROP TYPE "public"."enum_settings_changes_setting";`)
}
