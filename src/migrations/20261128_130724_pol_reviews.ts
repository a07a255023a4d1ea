import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A policy's reviews go with it (hand edit: Payload writes «set null», which the NOT NULL column refuses).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_policy_reviews_state" AS ENUM('por-revisar', 'sin-cambios', 'cambio-de-plan', 'no-contesta', 'no-renovar');
  CREATE TABLE "policy_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"policy_id" integer NOT NULL,
  	"season" varchar NOT NULL,
  	"state" "enum_policy_reviews_state" DEFAULT 'por-revisar' NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewed_by_name" varchar,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_reviews_id" integer;
  ALTER TABLE "policy_reviews" ADD CONSTRAINT "policy_reviews_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_reviews" ADD CONSTRAINT "policy_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "policy_reviews_policy_idx" ON "policy_reviews" USING btree ("policy_id");
  CREATE INDEX "policy_reviews_season_idx" ON "policy_reviews" USING btree ("season");
  CREATE INDEX "policy_reviews_reviewed_by_idx" ON "policy_reviews" USING btree ("reviewed_by_id");
  CREATE INDEX "policy_reviews_reviewed_at_idx" ON "policy_reviews" USING btree ("reviewed_at");
  CREATE INDEX "policy_reviews_updated_at_idx" ON "policy_reviews" USING btree ("updated_at");
  CREATE INDEX "policy_reviews_created_at_idx" ON "policy_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "policy_season_idx" ON "policy_reviews" USING btree ("policy_id","season");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_reviews_fk" FOREIGN KEY ("policy_reviews_id") REFERENCES "public"."policy_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_policy_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "policy_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "policy_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_policy_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_reviews_id";
  DROP TYPE "public"."enum_policy_reviews_state";`)
}
