import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'documento';
  ALTER TYPE "public"."enum_record_links_purpose" ADD VALUE 'rescission';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyRescission' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyRescission' BEFORE 'schedulePublish';
  ALTER TABLE "signed_records" ADD COLUMN "supersedes_id" integer;
  ALTER TABLE "signed_records" ADD COLUMN "signed_with_staff_session" boolean;
  ALTER TABLE "record_links" ADD COLUMN "sealed_token" varchar;
  ALTER TABLE "record_links" ADD COLUMN "supersedes_id" integer;
  ALTER TABLE "record_links" ADD COLUMN "rescinds_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "default_agent_id" integer;
  ALTER TABLE "signed_records" ADD CONSTRAINT "signed_records_supersedes_id_signed_records_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "record_links" ADD CONSTRAINT "record_links_supersedes_id_signed_records_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "record_links" ADD CONSTRAINT "record_links_rescinds_id_signed_records_id_fk" FOREIGN KEY ("rescinds_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_agent_id_users_id_fk" FOREIGN KEY ("default_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "signed_records_supersedes_idx" ON "signed_records" USING btree ("supersedes_id");
  CREATE INDEX "record_links_appointment_id_idx" ON "record_links" USING btree ("appointment_id");
  CREATE INDEX "record_links_supersedes_idx" ON "record_links" USING btree ("supersedes_id");
  CREATE INDEX "record_links_rescinds_idx" ON "record_links" USING btree ("rescinds_id");
  CREATE INDEX "site_settings_default_agent_idx" ON "site_settings" USING btree ("default_agent_id");`)

  // Hand-written SQL (issue 33): a record's relations never change (ON DELETE SET NULL would be an
  // UPDATE the trigger refuses), and a signed record is corrected at most once (a later correction
  // names the newest record).
  await db.execute(sql`
  ALTER TABLE "signed_records" DROP CONSTRAINT "signed_records_supersedes_id_signed_records_id_fk";
  ALTER TABLE "signed_records" ADD CONSTRAINT "signed_records_supersedes_id_signed_records_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."signed_records"("id") ON DELETE restrict ON UPDATE no action;
  CREATE UNIQUE INDEX "signed_records_one_correction" ON "signed_records" ("supersedes_id") WHERE "supersedes_id" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "signed_records_one_correction";`)
  await db.execute(sql`
   ALTER TABLE "signed_records" DROP CONSTRAINT "signed_records_supersedes_id_signed_records_id_fk";
  
  ALTER TABLE "record_links" DROP CONSTRAINT "record_links_supersedes_id_signed_records_id_fk";
  
  ALTER TABLE "record_links" DROP CONSTRAINT "record_links_rescinds_id_signed_records_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_default_agent_id_users_id_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_kind";
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('estado', 'responsable', 'nota', 'no-contactar', 'intento', 'seguimiento', 'consentimiento', 'cita');
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_events_kind" USING "kind"::"public"."enum_lead_events_kind";
  ALTER TABLE "record_links" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_record_links_purpose";
  CREATE TYPE "public"."enum_record_links_purpose" AS ENUM('soa', 'marketplace-consent', 'application-review');
  ALTER TABLE "record_links" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_record_links_purpose" USING "purpose"::"public"."enum_record_links_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "signed_records_supersedes_idx";
  DROP INDEX "record_links_appointment_id_idx";
  DROP INDEX "record_links_supersedes_idx";
  DROP INDEX "record_links_rescinds_idx";
  DROP INDEX "site_settings_default_agent_idx";
  ALTER TABLE "signed_records" DROP COLUMN "supersedes_id";
  ALTER TABLE "signed_records" DROP COLUMN "signed_with_staff_session";
  ALTER TABLE "record_links" DROP COLUMN "sealed_token";
  ALTER TABLE "record_links" DROP COLUMN "supersedes_id";
  ALTER TABLE "record_links" DROP COLUMN "rescinds_id";
  ALTER TABLE "site_settings" DROP COLUMN "default_agent_id";`)
}
