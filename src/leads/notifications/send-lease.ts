import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'

/** Longer than one send can take (SMTP timeouts of 10 + 10 + 20 s): only a dead runner's lease runs out. */
export const SEND_LEASE_SECONDS = 90

/**
 * Takes the right to e-mail staff about one contact: true for exactly one caller until the
 * e-mail is recorded as sent, or the lease is released or runs out.
 *
 * Why: Payload's job runner claims jobs by reading the due ones and then writing
 * `processing: true` by id, with no row lock and no second look at `processing`
 * (@payloadcms/drizzle updateJobs, 3.90): two runners (two servers on one database, or two
 * Payload instances in one Next server) can claim and run the same job. One conditional
 * UPDATE is atomic in Postgres (a second one waits for the first's row lock, then re-checks
 * the condition), so of two runs of a job only one sends; the other finds the lease taken
 * and is retried later, by which time sent-at is recorded. Unlike an advisory lock, nothing
 * holds a database connection while the mail server answers. Raw SQL: Payload's update
 * reads and then writes, which is the very race this closes.
 */
export async function takeSendLease(payload: Payload, contactId: number): Promise<boolean> {
  const pool = postgresOf(payload).pool
  const { rowCount } = await pool.query(
    `update contacts set notification_sending_since = now()
     where id = $1 and notification_sent_at is null
       and (notification_sending_since is null or notification_sending_since < now() - make_interval(secs => $2))`,
    [contactId, SEND_LEASE_SECONDS],
  )
  return rowCount === 1
}
