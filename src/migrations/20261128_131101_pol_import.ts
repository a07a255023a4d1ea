import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carrier_imports_line" AS ENUM('segun-plan', 'aca', 'medicare-advantage', 'medicare-part-d', 'medigap', 'dental-vision-hearing', 'vida', 'privados', 'grupos', 'otros');
  CREATE TYPE "public"."enum_carrier_imports_status" AS ENUM('vista-previa', 'en-cola', 'aplicando', 'aplicada', 'fallida');
  ALTER TYPE "public"."enum_contacts_source" ADD VALUE 'informe';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCarrierReport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCarrierReport' BEFORE 'schedulePublish';
  CREATE TABLE "carrier_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"carrier_id" integer NOT NULL,
  	"file_name" varchar,
  	"line" "enum_carrier_imports_line" NOT NULL,
  	"status" "enum_carrier_imports_status" NOT NULL,
  	"rows_total" numeric,
  	"rows_done" numeric,
  	"requested_by_id" integer,
  	"requested_by_name" varchar,
  	"applied_at" timestamp(3) with time zone,
  	"report" jsonb,
  	"mapping" jsonb,
  	"counts" jsonb,
  	"results" jsonb,
  	"failure" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carrier_import_mappings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"carrier_id" integer NOT NULL,
  	"columns" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carrier_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carrier_import_mappings_id" integer;
  ALTER TABLE "carrier_imports" ADD CONSTRAINT "carrier_imports_carrier_id_insurers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carrier_imports" ADD CONSTRAINT "carrier_imports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carrier_import_mappings" ADD CONSTRAINT "carrier_import_mappings_carrier_id_insurers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "carrier_imports_carrier_idx" ON "carrier_imports" USING btree ("carrier_id");
  CREATE INDEX "carrier_imports_requested_by_idx" ON "carrier_imports" USING btree ("requested_by_id");
  CREATE INDEX "carrier_imports_updated_at_idx" ON "carrier_imports" USING btree ("updated_at");
  CREATE INDEX "carrier_imports_created_at_idx" ON "carrier_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "carrier_import_mappings_carrier_idx" ON "carrier_import_mappings" USING btree ("carrier_id");
  CREATE INDEX "carrier_import_mappings_updated_at_idx" ON "carrier_import_mappings" USING btree ("updated_at");
  CREATE INDEX "carrier_import_mappings_created_at_idx" ON "carrier_import_mappings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carrier_imports_fk" FOREIGN KEY ("carrier_imports_id") REFERENCES "public"."carrier_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carrier_import_mappings_fk" FOREIGN KEY ("carrier_import_mappings_id") REFERENCES "public"."carrier_import_mappings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_carrier_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("carrier_imports_id");
  CREATE INDEX "payload_locked_documents_rels_carrier_import_mappings_id_idx" ON "payload_locked_documents_rels" USING btree ("carrier_import_mappings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrier_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carrier_import_mappings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carrier_imports" CASCADE;
  DROP TABLE "carrier_import_mappings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carrier_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carrier_import_mappings_fk";
  
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_contacts_source";
  CREATE TYPE "public"."enum_contacts_source" AS ENUM('formulario', 'formulario-sin-js', 'voz', 'telefono', 'en-persona', 'cita');
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DATA TYPE "public"."enum_contacts_source" USING "source"::"public"."enum_contacts_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'notifyRescission', 'sendAppointmentNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'sendBookingEmail', 'appointmentReminder', 'sendSigningLink', 'notifyRescission', 'sendAppointmentNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_carrier_imports_id_idx";
  DROP INDEX "payload_locked_documents_rels_carrier_import_mappings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carrier_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carrier_import_mappings_id";
  DROP TYPE "public"."enum_carrier_imports_line";
  DROP TYPE "public"."enum_carrier_imports_status";`)
}
