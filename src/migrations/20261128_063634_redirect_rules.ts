import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Redirect rules (issue 33, finding 9): the admin-only list of outside hosts a redirect may send to,
 * watched in *Historial de ajustes*; new redirects default to 302. The existing settings row gets
 * the official sites (src/lib/redirect-rules.ts, DEFAULT_REDIRECT_HOSTS); stored redirects keep their type.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_settings_changes_setting" ADD VALUE 'redirectAllowedHosts';
  ALTER TABLE "redirects" ALTER COLUMN "type" SET DEFAULT '302';
  ALTER TABLE "site_settings" ADD COLUMN "redirect_allowed_hosts" varchar
    DEFAULT E'www.medicare.gov\\nwww.healthcare.gov\\nwww.cuidadodesalud.gov';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The history's lines about the removed setting cannot be kept under the older list of settings.
  await db.execute(sql`
   DELETE FROM "settings_changes" WHERE "setting" = 'redirectAllowedHosts';
  ALTER TABLE "settings_changes" ALTER COLUMN "setting" SET DATA TYPE text;
  DROP TYPE "public"."enum_settings_changes_setting";
  CREATE TYPE "public"."enum_settings_changes_setting" AS ENUM('email', 'voicePublicKey', 'voiceAssistantId');
  ALTER TABLE "settings_changes" ALTER COLUMN "setting" SET DATA TYPE "public"."enum_settings_changes_setting" USING "setting"::"public"."enum_settings_changes_setting";
  ALTER TABLE "redirects" ALTER COLUMN "type" SET DEFAULT '301';
  ALTER TABLE "site_settings" DROP COLUMN "redirect_allowed_hosts";`)
}
