import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_events_attempt_channel" AS ENUM('llamada', 'sms', 'whatsapp', 'correo');
  CREATE TYPE "public"."enum_lead_events_attempt_outcome" AS ENUM('contesto', 'no-contesto', 'dejo-mensaje', 'numero-equivocado', 'pidio-no-contactar');
  CREATE TYPE "public"."enum_consent_records_channel" AS ENUM('llamadas', 'sms', 'correo');
  CREATE TYPE "public"."enum_consent_records_answer" AS ENUM('acepta', 'rechaza');
  CREATE TYPE "public"."enum_consent_records_heard_via" AS ENUM('llamada', 'en-persona');
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'intento';
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'seguimiento';
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'consentimiento';
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"channel" "enum_consent_records_channel" NOT NULL,
  	"answer" "enum_consent_records_answer" NOT NULL,
  	"address" varchar,
  	"heard_via" "enum_consent_records_heard_via" NOT NULL,
  	"statement" varchar NOT NULL,
  	"statement_version" varchar NOT NULL,
  	"recorded_by_id" integer,
  	"recorded_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "entered_by" varchar;
  ALTER TABLE "lead_events" ADD COLUMN "from_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "lead_events" ADD COLUMN "to_follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "lead_events" ADD COLUMN "attempt_channel" "enum_lead_events_attempt_channel";
  ALTER TABLE "lead_events" ADD COLUMN "attempt_outcome" "enum_lead_events_attempt_outcome";
  ALTER TABLE "lead_events" ADD COLUMN "recording_ref" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_records_contact_idx" ON "consent_records" USING btree ("contact_id");
  CREATE INDEX "consent_records_recorded_by_idx" ON "consent_records" USING btree ("recorded_by_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");

  -- Hand-written: leads staff entered before this migration name who entered them in
  -- consent_recorded_by ('Name (e-mail)'), the same text entered_by now holds. That column and the
  -- stamped consent text stay as they were (evidence is never rewritten).
  UPDATE "contacts" SET "entered_by" = "consent_recorded_by" WHERE "consent_recorded_by" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_kind";
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('estado', 'responsable', 'nota', 'no-contactar');
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_events_kind" USING "kind"::"public"."enum_lead_events_kind";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "contacts" DROP COLUMN "entered_by";
  ALTER TABLE "lead_events" DROP COLUMN "from_follow_up_at";
  ALTER TABLE "lead_events" DROP COLUMN "to_follow_up_at";
  ALTER TABLE "lead_events" DROP COLUMN "attempt_channel";
  ALTER TABLE "lead_events" DROP COLUMN "attempt_outcome";
  ALTER TABLE "lead_events" DROP COLUMN "recording_ref";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_lead_events_attempt_channel";
  DROP TYPE "public"."enum_lead_events_attempt_outcome";
  DROP TYPE "public"."enum_consent_records_channel";
  DROP TYPE "public"."enum_consent_records_answer";
  DROP TYPE "public"."enum_consent_records_heard_via";`)
}
