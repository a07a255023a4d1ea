import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'
import type { NoticeRecipient } from './task-slug'

const columns: Record<NoticeRecipient, string> = {
  visitor: 'notices_visitor_sent_for',
  staff: 'notices_staff_sent_for',
}

/**
 * Takes the right to send one side's notice of one revision: true for exactly one caller, and
 * never for a revision at or below one already told (a retried or duplicated job sends nothing).
 * One conditional UPDATE is atomic, like the reminders' claim (reminders/reminder-claim.ts). At
 * most once: a send that fails gives the claim back (releaseNotice) and the job retries.
 */
export async function claimNotice(payload: Payload, appointmentId: number, to: NoticeRecipient, sequence: number): Promise<boolean> {
  const column = columns[to]
  const { rowCount } = await postgresOf(payload).pool.query(
    `update appointments set ${column} = $2 where id = $1 and coalesce(${column}, -1) < $2`,
    [appointmentId, sequence],
  )
  return rowCount === 1
}

export async function releaseNotice(payload: Payload, appointmentId: number, to: NoticeRecipient, sequence: number): Promise<void> {
  await postgresOf(payload).pool.query(`update appointments set ${columns[to]} = $3 where id = $1 and ${columns[to]} = $2`, [
    appointmentId,
    sequence,
    sequence - 1,
  ])
}
