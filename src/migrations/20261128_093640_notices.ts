import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAppointmentNotice' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAppointmentNotice' BEFORE 'schedulePublish';
  ALTER TABLE "appointments" ADD COLUMN "sequence" numeric DEFAULT 0;
  ALTER TABLE "appointments" ADD COLUMN "notices_visitor_sent_for" numeric;
  ALTER TABLE "appointments" ADD COLUMN "notices_staff_sent_for" numeric;
  ALTER TABLE "users" ADD COLUMN "meeting_link" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "client_emails_reply_to" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "client_emails_meeting_link" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'notifyRescission', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'notifyRescission', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "appointments" DROP COLUMN "sequence";
  ALTER TABLE "appointments" DROP COLUMN "notices_visitor_sent_for";
  ALTER TABLE "appointments" DROP COLUMN "notices_staff_sent_for";
  ALTER TABLE "users" DROP COLUMN "meeting_link";
  ALTER TABLE "site_settings" DROP COLUMN "client_emails_reply_to";
  ALTER TABLE "site_settings" DROP COLUMN "client_emails_meeting_link";`)
}
