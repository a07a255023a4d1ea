import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reminder_messages_offset" AS ENUM('dayBefore', 'twoHours');
  CREATE TYPE "public"."enum_reminder_messages_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_reminder_messages_status" AS ENUM('accepted', 'scheduled', 'queued', 'sending', 'sent', 'delivered', 'read', 'undelivered', 'failed', 'canceled');
  CREATE TABLE "reminder_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appointment_id" integer,
  	"offset" "enum_reminder_messages_offset" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"channel" "enum_reminder_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"provider_message_id" varchar,
  	"status" "enum_reminder_messages_status",
  	"status_at" timestamp(3) with time zone,
  	"error_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "texting_consent" boolean DEFAULT false;
  ALTER TABLE "contacts" ADD COLUMN "texting_consent_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "texting_consent_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_messages_id" integer;
  ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reminder_messages_appointment_idx" ON "reminder_messages" USING btree ("appointment_id");
  CREATE UNIQUE INDEX "reminder_messages_provider_message_id_idx" ON "reminder_messages" USING btree ("provider_message_id");
  CREATE INDEX "reminder_messages_updated_at_idx" ON "reminder_messages" USING btree ("updated_at");
  CREATE INDEX "reminder_messages_created_at_idx" ON "reminder_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_messages_fk" FOREIGN KEY ("reminder_messages_id") REFERENCES "public"."reminder_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reminder_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reminder_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_reminder_messages_id_idx";
  ALTER TABLE "contacts" DROP COLUMN "texting_consent";
  ALTER TABLE "contacts" DROP COLUMN "texting_consent_at";
  ALTER TABLE "contacts" DROP COLUMN "texting_consent_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_messages_id";
  DROP TYPE "public"."enum_reminder_messages_offset";
  DROP TYPE "public"."enum_reminder_messages_channel";
  DROP TYPE "public"."enum_reminder_messages_status";`)
}
