import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_booking_topic" AS ENUM('obamacare', 'medicare', 'vida', 'privados', 'grupos', 'otros');
  CREATE TYPE "public"."enum__pages_v_blocks_booking_topic" AS ENUM('obamacare', 'medicare', 'vida', 'privados', 'grupos', 'otros');
  ALTER TYPE "public"."enum_contacts_source" ADD VALUE 'cita';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendBookingEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendBookingEmail' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '¿Prefiere hablar con un agente?',
  	"text" varchar DEFAULT 'Agende una cita por teléfono, en la oficina o por video, en el horario que le quede mejor.',
  	"topic" "enum_pages_blocks_booking_topic",
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT '¿Prefiere hablar con un agente?',
  	"text" varchar DEFAULT 'Agende una cita por teléfono, en la oficina o por video, en el horario que le quede mejor.',
  	"topic" "enum__pages_v_blocks_booking_topic",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_booking" ADD CONSTRAINT "pages_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_booking" ADD CONSTRAINT "_pages_v_blocks_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_booking_order_idx" ON "pages_blocks_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_booking_parent_id_idx" ON "pages_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_booking_path_idx" ON "pages_blocks_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_booking_order_idx" ON "_pages_v_blocks_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_booking_parent_id_idx" ON "_pages_v_blocks_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_booking_path_idx" ON "_pages_v_blocks_booking" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_booking" CASCADE;
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_contacts_source";
  CREATE TYPE "public"."enum_contacts_source" AS ENUM('formulario', 'formulario-sin-js', 'voz', 'telefono', 'en-persona');
  ALTER TABLE "contacts" ALTER COLUMN "source" SET DATA TYPE "public"."enum_contacts_source" USING "source"::"public"."enum_contacts_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaff', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaff', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_pages_blocks_booking_topic";
  DROP TYPE "public"."enum__pages_v_blocks_booking_topic";`)
}
