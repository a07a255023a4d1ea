import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_events_appointment_action" AS ENUM('agendada', 'movida', 'cancelada', 'atendida', 'no-asistio', 'asignada');
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'cita';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'appointmentReminder' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'appointmentReminder' BEFORE 'schedulePublish';
  ALTER TABLE "lead_events" ADD COLUMN "appointment_action" "enum_lead_events_appointment_action";
  ALTER TABLE "lead_events" ADD COLUMN "from_starts_at" timestamp(3) with time zone;
  ALTER TABLE "lead_events" ADD COLUMN "to_starts_at" timestamp(3) with time zone;
  ALTER TABLE "appointments" ADD COLUMN "reminders_day_before_sent_for" timestamp(3) with time zone;
  ALTER TABLE "appointments" ADD COLUMN "reminders_two_hours_sent_for" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_kind";
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('estado', 'responsable', 'nota', 'no-contactar', 'intento', 'seguimiento', 'consentimiento');
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_events_kind" USING "kind"::"public"."enum_lead_events_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "lead_events" DROP COLUMN "appointment_action";
  ALTER TABLE "lead_events" DROP COLUMN "from_starts_at";
  ALTER TABLE "lead_events" DROP COLUMN "to_starts_at";
  ALTER TABLE "appointments" DROP COLUMN "reminders_day_before_sent_for";
  ALTER TABLE "appointments" DROP COLUMN "reminders_two_hours_sent_for";
  DROP TYPE "public"."enum_lead_events_appointment_action";`)
}
