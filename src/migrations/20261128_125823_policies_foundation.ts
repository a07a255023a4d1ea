import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policies_household_members_relationship" AS ENUM('titular', 'conyuge', 'hijo', 'otro');
  CREATE TYPE "public"."enum_policies_line" AS ENUM('aca', 'medicare-advantage', 'medicare-part-d', 'medigap', 'dental-vision-hearing', 'vida', 'privados', 'grupos', 'otros');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('pendiente', 'activa', 'cancelada', 'terminada');
  CREATE TYPE "public"."enum_policies_enrollment_period" AS ENUM('aep', 'oep', 'sep', 'iep');
  CREATE TYPE "public"."enum_policies_source" AS ENUM('personal', 'importada');
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'poliza';
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'renovacion';
  ALTER TYPE "public"."enum_lead_events_kind" ADD VALUE 'importacion';
  CREATE TABLE "policies_household_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"relationship" "enum_policies_household_members_relationship",
  	"date_of_birth" timestamp(3) with time zone
  );
  
  CREATE TABLE "policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"line" "enum_policies_line" NOT NULL,
  	"carrier_id" integer NOT NULL,
  	"plan_name" varchar,
  	"plan_id" varchar,
  	"member_number" varchar,
  	"status" "enum_policies_status" DEFAULT 'pendiente' NOT NULL,
  	"applied_on" timestamp(3) with time zone,
  	"status_changed_on" timestamp(3) with time zone,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"monthly_premium" numeric,
  	"monthly_subsidy" numeric,
  	"net_premium" numeric,
  	"enrollment_period" "enum_policies_enrollment_period",
  	"sep_reason" varchar,
  	"marketplace_application_id" varchar,
  	"agent_of_record_id" integer,
  	"preceding_record_id" integer,
  	"notes" varchar,
  	"source" "enum_policies_source" DEFAULT 'personal' NOT NULL,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "insurers" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "insurers" ADD COLUMN "show_on_site" boolean DEFAULT true;
  ALTER TABLE "contacts" ADD COLUMN "date_of_birth" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "has_medicare" boolean DEFAULT false;
  ALTER TABLE "contacts" ADD COLUMN "has_medicaid" boolean DEFAULT false;
  ALTER TABLE "contacts" ADD COLUMN "imported_from_report" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policies_id" integer;
  ALTER TABLE "policies_household_members" ADD CONSTRAINT "policies_household_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_client_id_contacts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_carrier_id_insurers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_agent_of_record_id_users_id_fk" FOREIGN KEY ("agent_of_record_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policies" ADD CONSTRAINT "policies_preceding_record_id_signed_records_id_fk" FOREIGN KEY ("preceding_record_id") REFERENCES "public"."signed_records"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "policies_household_members_order_idx" ON "policies_household_members" USING btree ("_order");
  CREATE INDEX "policies_household_members_parent_id_idx" ON "policies_household_members" USING btree ("_parent_id");
  CREATE INDEX "policies_client_idx" ON "policies" USING btree ("client_id");
  CREATE INDEX "policies_line_idx" ON "policies" USING btree ("line");
  CREATE INDEX "policies_carrier_idx" ON "policies" USING btree ("carrier_id");
  CREATE INDEX "policies_member_number_idx" ON "policies" USING btree ("member_number");
  CREATE INDEX "policies_status_idx" ON "policies" USING btree ("status");
  CREATE INDEX "policies_effective_date_idx" ON "policies" USING btree ("effective_date");
  CREATE INDEX "policies_end_date_idx" ON "policies" USING btree ("end_date");
  CREATE INDEX "policies_agent_of_record_idx" ON "policies" USING btree ("agent_of_record_id");
  CREATE INDEX "policies_preceding_record_idx" ON "policies" USING btree ("preceding_record_id");
  CREATE INDEX "policies_updated_at_idx" ON "policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "insurers_show_on_site_idx" ON "insurers" USING btree ("show_on_site");
  CREATE INDEX "contacts_date_of_birth_idx" ON "contacts" USING btree ("date_of_birth");
  CREATE INDEX "contacts_imported_from_report_idx" ON "contacts" USING btree ("imported_from_report");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policies_household_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policies_household_members" CASCADE;
  DROP TABLE "policies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policies_fk";
  
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_events_kind";
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('estado', 'responsable', 'nota', 'no-contactar', 'intento', 'seguimiento', 'consentimiento', 'cita', 'documento');
  ALTER TABLE "lead_events" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_events_kind" USING "kind"::"public"."enum_lead_events_kind";
  DROP INDEX "insurers_show_on_site_idx";
  DROP INDEX "contacts_date_of_birth_idx";
  DROP INDEX "contacts_imported_from_report_idx";
  DROP INDEX "payload_locked_documents_rels_policies_id_idx";
  ALTER TABLE "insurers" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "insurers" DROP COLUMN "show_on_site";
  ALTER TABLE "contacts" DROP COLUMN "date_of_birth";
  ALTER TABLE "contacts" DROP COLUMN "has_medicare";
  ALTER TABLE "contacts" DROP COLUMN "has_medicaid";
  ALTER TABLE "contacts" DROP COLUMN "imported_from_report";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policies_id";
  DROP TYPE "public"."enum_policies_household_members_relationship";
  DROP TYPE "public"."enum_policies_line";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum_policies_enrollment_period";
  DROP TYPE "public"."enum_policies_source";`)
}
