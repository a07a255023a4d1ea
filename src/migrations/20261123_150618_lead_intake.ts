import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "contacts" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "source" DROP DEFAULT;
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
  ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "voice_calls_call_id_idx" ON "voice_calls" USING btree ("call_id");
  CREATE INDEX "voice_calls_contact_idx" ON "voice_calls" USING btree ("contact_id");
  CREATE INDEX "voice_calls_started_at_idx" ON "voice_calls" USING btree ("started_at");
  CREATE INDEX "voice_calls_updated_at_idx" ON "voice_calls" USING btree ("updated_at");
  CREATE INDEX "voice_calls_created_at_idx" ON "voice_calls" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voice_calls_fk" FOREIGN KEY ("voice_calls_id") REFERENCES "public"."voice_calls"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_voice_calls_id_idx" ON "payload_locked_documents_rels" USING btree ("voice_calls_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "voice_calls" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "voice_calls" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voice_calls_fk";
  
  DROP INDEX "payload_locked_documents_rels_voice_calls_id_idx";
  ALTER TABLE "contacts" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DEFAULT 'formulario';
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
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voice_calls_id";`)
}
