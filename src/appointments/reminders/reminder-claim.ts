import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'
import type { ReminderOffset } from './reminder-offsets'

const columns: Record<ReminderOffset, string> = {
  dayBefore: 'reminders_day_before_sent_for',
  twoHours: 'reminders_two_hours_sent_for',
}

/**
 * Takes the right to send one reminder of an appointment at one start time: true for exactly one
 * caller. Payload's runner can hand one job to two runners (see src/leads/notifications/
 * send-lease.ts); one conditional UPDATE is atomic, so only one of them sends. At most once: a
 * crash between this and the send loses that reminder, which we prefer to a visitor reminded
 * twice; a send that fails gives the claim back (releaseReminder) and the job retries.
 */
export async function claimReminder(payload: Payload, appointmentId: number, offset: ReminderOffset, startsAt: string) {
  const column = columns[offset]
  const { rowCount } = await postgresOf(payload).pool.query(
    `update appointments set ${column} = $2 where id = $1 and ${column} is distinct from $2::timestamptz`,
    [appointmentId, startsAt],
  )
  return rowCount === 1
}

export async function releaseReminder(payload: Payload, appointmentId: number, offset: ReminderOffset): Promise<void> {
  await postgresOf(payload).pool.query(`update appointments set ${columns[offset]} = null where id = $1`, [appointmentId])
}
