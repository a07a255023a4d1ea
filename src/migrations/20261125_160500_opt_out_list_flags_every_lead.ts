import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * No schema change. HAND-WRITTEN DATA BACK-FILL (keep it in its own block when migrations are
 * recombined): 'No contactar' now follows the list for every lead, also those stored before
 * their phone or e-mail was listed (src/collections/Contacts/desk/opt-out-flags.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // 1. A lead entered already ticked 'No contactar' never reached the list: put it there, as the
  //    hooks now do (who and when as recorded on the lead).
  await db.execute(sql`
    INSERT INTO "opt_outs" ("label", "phone", "phone_digits", "email", "channel", "contact_id", "by_name", "created_at", "updated_at")
    SELECT concat_ws(' · ', nullif(trim(c."phone"), ''), nullif(c."email_key", '')),
           nullif(trim(c."phone"), ''), nullif(c."phone_digits", ''), nullif(c."email_key", ''),
           coalesce(c."do_not_contact_channel"::text, 'otro')::"enum_opt_outs_channel", c."id", c."do_not_contact_by",
           coalesce(c."do_not_contact_at", c."updated_at"), now()
      FROM "contacts" c
     WHERE c."do_not_contact" IS TRUE
       AND (nullif(c."phone_digits", '') IS NOT NULL OR nullif(c."email_key", '') IS NOT NULL)
       AND NOT EXISTS (
         SELECT 1 FROM "opt_outs" o
          WHERE (nullif(c."phone_digits", '') IS NOT NULL AND o."phone_digits" = c."phone_digits")
             OR (nullif(c."email_key", '') IS NOT NULL AND o."email" = c."email_key"));`)
  // 2. Every lead whose phone or e-mail is on the list and is not flagged yet carries the earliest entry.
  await db.execute(sql`
    UPDATE "contacts" c
       SET ("do_not_contact", "do_not_contact_channel", "do_not_contact_at", "do_not_contact_by") = (
             SELECT true, o."channel"::text::"enum_contacts_do_not_contact_channel", o."created_at", o."by_name"
               FROM "opt_outs" o
              WHERE (nullif(c."phone_digits", '') IS NOT NULL AND o."phone_digits" = c."phone_digits")
                 OR (nullif(c."email_key", '') IS NOT NULL AND o."email" = c."email_key")
              ORDER BY o."created_at" LIMIT 1),
           "updated_at" = now()
     WHERE c."do_not_contact" IS NOT TRUE
       AND EXISTS (
         SELECT 1 FROM "opt_outs" o
          WHERE (nullif(c."phone_digits", '') IS NOT NULL AND o."phone_digits" = c."phone_digits")
             OR (nullif(c."email_key", '') IS NOT NULL AND o."email" = c."email_key"));`)
}

/** The flags written by up() are evidence of a request not to be contacted: nothing is undone. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
