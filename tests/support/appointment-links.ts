import { createHash, randomBytes, randomUUID } from 'node:crypto'

import { queryE2eDatabase } from './e2e-database'

/** A scheduled appointment on a day of its own far ahead, with a working link: the token pages' way in. */
export async function insertAppointmentLink(): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const [lead] = await queryE2eDatabase<{ id: number }>(
    `insert into contacts (first_name, last_name, phone, source, status, updated_at, created_at)
     values ('Ana', $1, '(305) 555-0199', 'cita', 'nuevo', now(), now()) returning id`,
    [`Enlace ${randomUUID().slice(0, 8)}`],
  )
  await queryE2eDatabase(
    `insert into appointments (lead_id, starts_at, ends_at, kind, topic, status, booked_by, manage_token_hash, updated_at, created_at)
     values ($1, now() + $3 * interval '1 day', now() + $3 * interval '1 day' + interval '30 minutes',
             'llamada', 'vida', 'agendada', 'sitio', $2, now(), now())`,
    [lead.id, createHash('sha256').update(token).digest('hex'), 400 + Math.floor(Math.random() * 10_000)],
  )
  return token
}
