import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_legal_documents_slug" ADD VALUE 'nondiscrimination-notice';
  ALTER TYPE "public"."enum__legal_documents_v_version_slug" ADD VALUE 'nondiscrimination-notice';
  ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "medicare_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "medicare_organizations" numeric DEFAULT 4;
  ALTER TABLE "site_settings" ADD COLUMN "medicare_products" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "medicare_all_plans" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_share_image_idx" ON "site_settings" USING btree ("share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_share_image_id_media_id_fk";
  
  ALTER TABLE "legal_documents" ALTER COLUMN "slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_legal_documents_slug";
  CREATE TYPE "public"."enum_legal_documents_slug" AS ENUM('privacy-policy', 'terms-of-service', 'legal-notice');
  ALTER TABLE "legal_documents" ALTER COLUMN "slug" SET DATA TYPE "public"."enum_legal_documents_slug" USING "slug"::"public"."enum_legal_documents_slug";
  ALTER TABLE "_legal_documents_v" ALTER COLUMN "version_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum__legal_documents_v_version_slug";
  CREATE TYPE "public"."enum__legal_documents_v_version_slug" AS ENUM('privacy-policy', 'terms-of-service', 'legal-notice');
  ALTER TABLE "_legal_documents_v" ALTER COLUMN "version_slug" SET DATA TYPE "public"."enum__legal_documents_v_version_slug" USING "version_slug"::"public"."enum__legal_documents_v_version_slug";
  DROP INDEX "site_settings_share_image_idx";
  ALTER TABLE "site_settings" DROP COLUMN "whatsapp_number";
  ALTER TABLE "site_settings" DROP COLUMN "medicare_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "medicare_organizations";
  ALTER TABLE "site_settings" DROP COLUMN "medicare_products";
  ALTER TABLE "site_settings" DROP COLUMN "medicare_all_plans";
  ALTER TABLE "site_settings" DROP COLUMN "share_image_id";`)
}
