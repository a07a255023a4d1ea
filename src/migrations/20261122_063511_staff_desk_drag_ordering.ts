import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "services" ADD COLUMN "_order" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "_order" varchar;
  ALTER TABLE "insurers" ADD COLUMN "_order" varchar;
  ALTER TABLE "licensed_states" ADD COLUMN "_order" varchar;
  CREATE INDEX "services__order_idx" ON "services" USING btree ("_order");
  CREATE INDEX "testimonials__order_idx" ON "testimonials" USING btree ("_order");
  CREATE INDEX "insurers__order_idx" ON "insurers" USING btree ("_order");
  CREATE INDEX "licensed_states__order_idx" ON "licensed_states" USING btree ("_order");`)
  // Rows that already exist get drag keys in their current \`order\` ("a0", "a1", … the keys
  // Payload's fractional indexing would generate), so the first drag keeps the site's order.
  for (const table of ['services', 'testimonials', 'insurers', 'licensed_states']) {
    await db.execute(
      sql.raw(`
  UPDATE "${table}" AS t SET "_order" = 'a' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', r.position::int, 1)
  FROM (SELECT id, row_number() OVER (ORDER BY "order", id) AS position FROM "${table}") AS r
  WHERE t.id = r.id AND r.position <= 62;`),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "services__order_idx";
  DROP INDEX "testimonials__order_idx";
  DROP INDEX "insurers__order_idx";
  DROP INDEX "licensed_states__order_idx";
  ALTER TABLE "services" DROP COLUMN "_order";
  ALTER TABLE "testimonials" DROP COLUMN "_order";
  ALTER TABLE "insurers" DROP COLUMN "_order";
  ALTER TABLE "licensed_states" DROP COLUMN "_order";`)
}
