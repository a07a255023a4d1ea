import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The Booking block's default heading and text, now addressed as tú (the visitor's register).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_booking" ALTER COLUMN "heading" SET DEFAULT '¿Prefieres hablar con un agente?';
  ALTER TABLE "pages_blocks_booking" ALTER COLUMN "text" SET DEFAULT 'Agenda una cita por teléfono, en la oficina o por video, en el horario que mejor te quede.';
  ALTER TABLE "_pages_v_blocks_booking" ALTER COLUMN "heading" SET DEFAULT '¿Prefieres hablar con un agente?';
  ALTER TABLE "_pages_v_blocks_booking" ALTER COLUMN "text" SET DEFAULT 'Agenda una cita por teléfono, en la oficina o por video, en el horario que mejor te quede.';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_booking" ALTER COLUMN "heading" SET DEFAULT '¿Prefiere hablar con un agente?';
  ALTER TABLE "pages_blocks_booking" ALTER COLUMN "text" SET DEFAULT 'Agende una cita por teléfono, en la oficina o por video, en el horario que le quede mejor.';
  ALTER TABLE "_pages_v_blocks_booking" ALTER COLUMN "heading" SET DEFAULT '¿Prefiere hablar con un agente?';
  ALTER TABLE "_pages_v_blocks_booking" ALTER COLUMN "text" SET DEFAULT 'Agende una cita por teléfono, en la oficina o por video, en el horario que le quede mejor.';
  `)
}
