import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "agent_calendars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"agent_name" varchar,
  	"takes_web_bookings" boolean DEFAULT true,
  	"office_hours" varchar,
  	"slot_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "blocked_times" ADD COLUMN "agent_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_calendars_id" integer;
  ALTER TABLE "agent_calendars" ADD CONSTRAINT "agent_calendars_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "agent_calendars_agent_idx" ON "agent_calendars" USING btree ("agent_id");
  CREATE INDEX "agent_calendars_updated_at_idx" ON "agent_calendars" USING btree ("updated_at");
  CREATE INDEX "agent_calendars_created_at_idx" ON "agent_calendars" USING btree ("created_at");
  ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_calendars_fk" FOREIGN KEY ("agent_calendars_id") REFERENCES "public"."agent_calendars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blocked_times_agent_idx" ON "blocked_times" USING btree ("agent_id");
  CREATE INDEX "payload_locked_documents_rels_agent_calendars_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_calendars_id");
  -- Hand-written: a calendar belongs to its agent and goes with the account (the column is NOT NULL,
  -- so Payload's «set null» would refuse deleting the account).
  ALTER TABLE "agent_calendars" DROP CONSTRAINT "agent_calendars_agent_id_users_id_fk";
  ALTER TABLE "agent_calendars" ADD CONSTRAINT "agent_calendars_agent_id_users_id_fk" FOREIGN KEY ("agent_id")
    REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  -- Hand-written: no two scheduled appointments overlap FOR THE SAME AGENT (issue 35). The
  -- exclusion constraint now compares the agent (btree_gist gives GiST its «=» on integers) and the
  -- time range; appointments with nobody attending share one lane of their own (agent 0), so the
  -- agency without agent calendars still books one at a time. Same name: the code that turns the
  -- database's refusal into the Spanish 400 (src/appointments/overlap.ts) knows it.
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
    EXCLUDE USING gist (coalesce("assigned_to_id", 0) WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
    WHERE ("status" = 'agendada');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one lane for the whole agency: fails while two agents hold one hour (cancel or reassign one first).
  await db.execute(sql`
   ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
    EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'agendada');
   ALTER TABLE "agent_calendars" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_calendars" CASCADE;
  ALTER TABLE "blocked_times" DROP CONSTRAINT "blocked_times_agent_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_agent_calendars_fk";
  
  DROP INDEX "blocked_times_agent_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_agent_calendars_id_idx";
  ALTER TABLE "blocked_times" DROP COLUMN "agent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_calendars_id";`)
}
