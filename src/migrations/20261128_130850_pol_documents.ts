import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policy_documents_kind" AS ENUM('tarjeta', 'carta', 'solicitud', 'otro');
  CREATE TABLE "policy_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_id" integer NOT NULL,
  	"client_id" integer,
  	"kind" "enum_policy_documents_kind" DEFAULT 'tarjeta' NOT NULL,
  	"description" varchar,
  	"prefix" varchar DEFAULT 'policy-documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "policy_document_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"document_name" varchar,
  	"user_id" integer,
  	"user_name" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_document_downloads_id" integer;
  ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_client_id_contacts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_document_downloads" ADD CONSTRAINT "policy_document_downloads_document_id_policy_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."policy_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "policy_document_downloads" ADD CONSTRAINT "policy_document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "policy_documents_policy_idx" ON "policy_documents" USING btree ("policy_id");
  CREATE INDEX "policy_documents_client_idx" ON "policy_documents" USING btree ("client_id");
  CREATE INDEX "policy_documents_updated_at_idx" ON "policy_documents" USING btree ("updated_at");
  CREATE INDEX "policy_documents_created_at_idx" ON "policy_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "policy_documents_filename_idx" ON "policy_documents" USING btree ("filename");
  CREATE INDEX "policy_document_downloads_document_idx" ON "policy_document_downloads" USING btree ("document_id");
  CREATE INDEX "policy_document_downloads_user_idx" ON "policy_document_downloads" USING btree ("user_id");
  CREATE INDEX "policy_document_downloads_at_idx" ON "policy_document_downloads" USING btree ("at");
  CREATE INDEX "policy_document_downloads_updated_at_idx" ON "policy_document_downloads" USING btree ("updated_at");
  CREATE INDEX "policy_document_downloads_created_at_idx" ON "policy_document_downloads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_documents_fk" FOREIGN KEY ("policy_documents_id") REFERENCES "public"."policy_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_document_downloads_fk" FOREIGN KEY ("policy_document_downloads_id") REFERENCES "public"."policy_document_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policy_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_documents_id");
  CREATE INDEX "payload_locked_documents_rels_policy_document_downloads__idx" ON "payload_locked_documents_rels" USING btree ("policy_document_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_document_downloads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policy_documents" CASCADE;
  DROP TABLE "policy_document_downloads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_document_downloads_fk";
  
  DROP INDEX "payload_locked_documents_rels_policy_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_policy_document_downloads__idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_document_downloads_id";
  DROP TYPE "public"."enum_policy_documents_kind";`)
}
