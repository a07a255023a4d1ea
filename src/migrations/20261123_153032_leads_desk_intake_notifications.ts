import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_do_not_contact_channel" AS ENUM('llamada', 'sms', 'email', 'en-persona', 'otro');
  CREATE TYPE "public"."enum_contacts_notification_status" AS ENUM('pending', 'sent', 'logged', 'failed');
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('estado', 'responsable', 'nota', 'no-contactar');
  CREATE TYPE "public"."enum_lead_events_from_status" AS ENUM('nuevo', 'contactado', 'no-contesta', 'cita-agendada', 'inscrito', 'no-interesado', 'cerrado');
  CREATE TYPE "public"."enum_lead_events_to_status" AS ENUM('nuevo', 'contactado', 'no-contesta', 'cita-agendada', 'inscrito', 'no-interesado', 'cerrado');
  CREATE TYPE "public"."enum_opt_outs_channel" AS ENUM('llamada', 'sms', 'email', 'en-persona', 'otro');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff');
  ALTER TYPE "public"."enum_contacts_status" ADD VALUE 'no-contesta' BEFORE 'cerrado';
  ALTER TYPE "public"."enum_contacts_status" ADD VALUE 'cita-agendada' BEFORE 'cerrado';
  ALTER TYPE "public"."enum_contacts_status" ADD VALUE 'inscrito' BEFORE 'cerrado';
  ALTER TYPE "public"."enum_contacts_status" ADD VALUE 'no-interesado' BEFORE 'cerrado';
  CREATE TABLE "voice_calls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"call_id" varchar NOT NULL,
  	"contact_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"duration_seconds" numeric,
  	"ended_reason" varchar,
  	"customer_number" varchar,
  	"summary" varchar,
  	"transcript" varchar,
  	"recording_url" varchar,
  	"structured_data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"kind" "enum_lead_events_kind" NOT NULL,
  	"author_id" integer,
  	"author_name" varchar,
  	"from_status" "enum_lead_events_from_status",
  	"to_status" "enum_lead_events_to_status",
  	"from_assignee_name" varchar,
  	"to_assignee_name" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"phone" varchar,
  	"phone_digits" varchar,
  	"email" varchar,
  	"channel" "enum_opt_outs_channel" NOT NULL,
  	"contact_id" integer,
  	"by_id" integer,
  	"by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "source" DROP DEFAULT;
  ALTER TABLE "contacts" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "do_not_contact" boolean DEFAULT false;
  ALTER TABLE "contacts" ADD COLUMN "do_not_contact_channel" "enum_contacts_do_not_contact_channel";
  ALTER TABLE "contacts" ADD COLUMN "do_not_contact_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "do_not_contact_by" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notification_status" "enum_contacts_notification_status" DEFAULT 'pending';
  ALTER TABLE "contacts" ADD COLUMN "notification_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "contacts" ADD COLUMN "notification_last_error" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notification_sending_since" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "full_name" varchar;
  ALTER TABLE "contacts" ADD COLUMN "phone_digits" varchar;
  ALTER TABLE "contacts" ADD COLUMN "email_key" varchar;
  ALTER TABLE "contacts" ADD COLUMN "assignee_name" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_gclid" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_gbraid" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_wbraid" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_fbclid" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_landing_path" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_referrer_host" varchar;
  ALTER TABLE "contacts" ADD COLUMN "attribution_first_visit_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "consent_recorded_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voice_calls_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opt_outs_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "time_zone" varchar DEFAULT 'America/New_York';
  ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "voice_calls_call_id_idx" ON "voice_calls" USING btree ("call_id");
  CREATE INDEX "voice_calls_contact_idx" ON "voice_calls" USING btree ("contact_id");
  CREATE INDEX "voice_calls_started_at_idx" ON "voice_calls" USING btree ("started_at");
  CREATE INDEX "voice_calls_updated_at_idx" ON "voice_calls" USING btree ("updated_at");
  CREATE INDEX "voice_calls_created_at_idx" ON "voice_calls" USING btree ("created_at");
  CREATE INDEX "lead_events_contact_idx" ON "lead_events" USING btree ("contact_id");
  CREATE INDEX "lead_events_author_idx" ON "lead_events" USING btree ("author_id");
  CREATE INDEX "lead_events_updated_at_idx" ON "lead_events" USING btree ("updated_at");
  CREATE INDEX "lead_events_created_at_idx" ON "lead_events" USING btree ("created_at");
  CREATE INDEX "opt_outs_phone_digits_idx" ON "opt_outs" USING btree ("phone_digits");
  CREATE INDEX "opt_outs_email_idx" ON "opt_outs" USING btree ("email");
  CREATE INDEX "opt_outs_contact_idx" ON "opt_outs" USING btree ("contact_id");
  CREATE INDEX "opt_outs_by_idx" ON "opt_outs" USING btree ("by_id");
  CREATE INDEX "opt_outs_updated_at_idx" ON "opt_outs" USING btree ("updated_at");
  CREATE INDEX "opt_outs_created_at_idx" ON "opt_outs" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_duplicate_of_id_contacts_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voice_calls_fk" FOREIGN KEY ("voice_calls_id") REFERENCES "public"."voice_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_events_fk" FOREIGN KEY ("lead_events_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opt_outs_fk" FOREIGN KEY ("opt_outs_id") REFERENCES "public"."opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_assignee_idx" ON "contacts" USING btree ("assignee_id");
  CREATE INDEX "contacts_follow_up_at_idx" ON "contacts" USING btree ("follow_up_at");
  CREATE INDEX "contacts_duplicate_of_idx" ON "contacts" USING btree ("duplicate_of_id");
  CREATE INDEX "contacts_do_not_contact_idx" ON "contacts" USING btree ("do_not_contact");
  CREATE INDEX "contacts_full_name_idx" ON "contacts" USING btree ("full_name");
  CREATE INDEX "contacts_phone_digits_idx" ON "contacts" USING btree ("phone_digits");
  CREATE INDEX "contacts_email_key_idx" ON "contacts" USING btree ("email_key");
  CREATE INDEX "payload_locked_documents_rels_voice_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("voice_calls_id");
  CREATE INDEX "payload_locked_documents_rels_lead_events_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_events_id");
  CREATE INDEX "payload_locked_documents_rels_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("opt_outs_id");
  -- Hand-written: contacts from before the jobs queue were notified the old way; their state is unknown, not pending.
  UPDATE "contacts" SET "notification_status" = NULL, "notification_attempts" = NULL;
  -- Hand-written data migration: the old undated 'Notas internas' become each lead's first note,
  -- dated with the lead's last change (the closest time known); the desk's copies are filled in.
  INSERT INTO "lead_events" ("contact_id", "kind", "author_name", "note", "created_at", "updated_at")
    SELECT "id", 'nota', 'Notas internas anteriores', "internal_notes", "updated_at", "updated_at"
    FROM "contacts" WHERE btrim(coalesce("internal_notes", '')) <> '';
  UPDATE "contacts" SET
    "full_name" = btrim(concat_ws(' ', "first_name", "last_name")),
    "email_key" = lower(btrim("email")),
    "phone_digits" = CASE
      WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^1[0-9]{10}$' THEN substr(regexp_replace("phone", '[^0-9]', '', 'g'), 2)
      ELSE regexp_replace("phone", '[^0-9]', '', 'g')
    END;
  ALTER TABLE "contacts" DROP COLUMN "internal_notes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   -- Hand-written: notes go back into 'Notas internas', oldest first; the new statuses fold into the old ones.
  ALTER TABLE "contacts" ADD COLUMN "internal_notes" varchar;
  UPDATE "contacts" SET "internal_notes" = (
    SELECT string_agg("note", E'\\n\\n' ORDER BY "created_at") FROM "lead_events" e WHERE e."contact_id" = "contacts"."id" AND e."kind" = 'nota'
  );
  ALTER TABLE "voice_calls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "opt_outs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "voice_calls" CASCADE;
  DROP TABLE "lead_events" CASCADE;
  DROP TABLE "opt_outs" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_assignee_id_users_id_fk";
  
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_duplicate_of_id_contacts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_voice_calls_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_opt_outs_fk";
  
  ALTER TABLE "contacts" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "contacts" SET "status" = CASE WHEN "status" IN ('inscrito', 'no-interesado') THEN 'cerrado' ELSE 'contactado' END
    WHERE "status" NOT IN ('nuevo', 'contactado', 'cerrado');
  ALTER TABLE "contacts" ALTER COLUMN "status" SET DEFAULT 'nuevo'::text;
  DROP TYPE "public"."enum_contacts_status";
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('nuevo', 'contactado', 'cerrado');
  ALTER TABLE "contacts" ALTER COLUMN "status" SET DEFAULT 'nuevo'::"public"."enum_contacts_status";
  ALTER TABLE "contacts" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contacts_status" USING "status"::"public"."enum_contacts_status";
  DROP INDEX "contacts_assignee_idx";
  DROP INDEX "contacts_follow_up_at_idx";
  DROP INDEX "contacts_duplicate_of_idx";
  DROP INDEX "contacts_do_not_contact_idx";
  DROP INDEX "contacts_full_name_idx";
  DROP INDEX "contacts_phone_digits_idx";
  DROP INDEX "contacts_email_key_idx";
  DROP INDEX "payload_locked_documents_rels_voice_calls_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_opt_outs_id_idx";
  -- Hand-written: phone, walk-in and voice leads may lack these; the old schema requires them.
  UPDATE "contacts" SET "last_name" = coalesce("last_name", ''), "email" = coalesce("email", ''), "phone" = coalesce("phone", '');
  ALTER TABLE "contacts" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DEFAULT 'formulario';
  ALTER TABLE "contacts" DROP COLUMN "assignee_id";
  ALTER TABLE "contacts" DROP COLUMN "follow_up_at";
  ALTER TABLE "contacts" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "contacts" DROP COLUMN "do_not_contact";
  ALTER TABLE "contacts" DROP COLUMN "do_not_contact_channel";
  ALTER TABLE "contacts" DROP COLUMN "do_not_contact_at";
  ALTER TABLE "contacts" DROP COLUMN "do_not_contact_by";
  ALTER TABLE "contacts" DROP COLUMN "notification_status";
  ALTER TABLE "contacts" DROP COLUMN "notification_sent_at";
  ALTER TABLE "contacts" DROP COLUMN "notification_attempts";
  ALTER TABLE "contacts" DROP COLUMN "notification_last_error";
  ALTER TABLE "contacts" DROP COLUMN "notification_sending_since";
  ALTER TABLE "contacts" DROP COLUMN "full_name";
  ALTER TABLE "contacts" DROP COLUMN "phone_digits";
  ALTER TABLE "contacts" DROP COLUMN "email_key";
  ALTER TABLE "contacts" DROP COLUMN "assignee_name";
  ALTER TABLE "contacts" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "contacts" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "contacts" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "contacts" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "contacts" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "contacts" DROP COLUMN "attribution_gclid";
  ALTER TABLE "contacts" DROP COLUMN "attribution_gbraid";
  ALTER TABLE "contacts" DROP COLUMN "attribution_wbraid";
  ALTER TABLE "contacts" DROP COLUMN "attribution_fbclid";
  ALTER TABLE "contacts" DROP COLUMN "attribution_landing_path";
  ALTER TABLE "contacts" DROP COLUMN "attribution_referrer_host";
  ALTER TABLE "contacts" DROP COLUMN "attribution_first_visit_at";
  ALTER TABLE "contacts" DROP COLUMN "consent_recorded_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voice_calls_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "opt_outs_id";
  ALTER TABLE "site_settings" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_contacts_do_not_contact_channel";
  DROP TYPE "public"."enum_contacts_notification_status";
  DROP TYPE "public"."enum_lead_events_kind";
  DROP TYPE "public"."enum_lead_events_from_status";
  DROP TYPE "public"."enum_lead_events_to_status";
  DROP TYPE "public"."enum_opt_outs_channel";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
