import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_kind" AS ENUM('llamada', 'oficina', 'video');
  CREATE TYPE "public"."enum_appointments_topic" AS ENUM('obamacare', 'medicare', 'vida', 'privados', 'grupos', 'otros');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('agendada', 'atendida', 'no-asistio', 'cancelada');
  CREATE TYPE "public"."enum_appointments_booked_by" AS ENUM('sitio', 'personal');
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"kind" "enum_appointments_kind" NOT NULL,
  	"topic" "enum_appointments_topic" NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'agendada' NOT NULL,
  	"assigned_to_id" integer,
  	"booked_by" "enum_appointments_booked_by" DEFAULT 'personal' NOT NULL,
  	"visitor_note" varchar,
  	"manage_token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blocked_times" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"reason" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blocked_times_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "booking_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "booking_slot_minutes" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "booking_days_ahead" numeric DEFAULT 14;
  ALTER TABLE "site_settings" ADD COLUMN "booking_minimum_notice_hours" numeric DEFAULT 2;
  ALTER TABLE "site_settings" ADD COLUMN "booking_office_visits_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "booking_video_calls_enabled" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "booking_medicare_soa_wait_hours" numeric DEFAULT 48;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_contacts_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appointments_lead_idx" ON "appointments" USING btree ("lead_id");
  CREATE INDEX "appointments_starts_at_idx" ON "appointments" USING btree ("starts_at");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE INDEX "appointments_assigned_to_idx" ON "appointments" USING btree ("assigned_to_id");
  CREATE INDEX "appointments_manage_token_hash_idx" ON "appointments" USING btree ("manage_token_hash");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "blocked_times_starts_at_idx" ON "blocked_times" USING btree ("starts_at");
  CREATE INDEX "blocked_times_ends_at_idx" ON "blocked_times" USING btree ("ends_at");
  CREATE INDEX "blocked_times_updated_at_idx" ON "blocked_times" USING btree ("updated_at");
  CREATE INDEX "blocked_times_created_at_idx" ON "blocked_times" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocked_times_fk" FOREIGN KEY ("blocked_times_id") REFERENCES "public"."blocked_times"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_blocked_times_id_idx" ON "payload_locked_documents_rels" USING btree ("blocked_times_id");
  -- Hand-written: two scheduled appointments never overlap. An exclusion constraint (GiST on the
  -- time range, no extension needed) makes the database the judge, so of two visitors booking one
  -- slot at the same instant exactly one succeeds; cancelled or past ones no longer hold time.
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
    EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'agendada');
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");
  ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_ends_after_start" CHECK ("ends_at" > "starts_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blocked_times" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "blocked_times" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blocked_times_fk";
  
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_blocked_times_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blocked_times_id";
  ALTER TABLE "site_settings" DROP COLUMN "booking_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "booking_slot_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "booking_days_ahead";
  ALTER TABLE "site_settings" DROP COLUMN "booking_minimum_notice_hours";
  ALTER TABLE "site_settings" DROP COLUMN "booking_office_visits_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "booking_video_calls_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "booking_medicare_soa_wait_hours";
  DROP TYPE "public"."enum_appointments_kind";
  DROP TYPE "public"."enum_appointments_topic";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_booked_by";`)
}
