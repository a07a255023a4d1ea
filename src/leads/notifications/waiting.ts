import type { Payload } from 'payload'
import { postgresOf } from '../../db/postgres'
import type { NotificationStatus } from './notification-statuses'
import { SEND_LEASE_SECONDS } from './send-lease'
import { NOTIFY_STAFF_TASK } from './task-slug'

/*
 * The staff e-mails still waiting, read from the contacts themselves: a contact whose
 * notifyStaff job is queued (not finished, not given up) and whose e-mail is neither sent nor
 * being sent. Contacts from before the queue, or whose job was given up, are never picked up.
 * Raw SQL for the same reason as send-lease.ts: leasing a set must be one atomic UPDATE.
 */

/** The waiting contacts' ids, oldest first. */
export async function waitingNotificationIds(payload: Payload, limit: number): Promise<number[]> {
  const { rows } = await postgresOf(payload).pool.query<{ id: number }>(
    `select c.id from contacts c
     where c.notification_sent_at is null
       and (c.notification_sending_since is null or c.notification_sending_since < now() - make_interval(secs => $1))
       and exists (
         select 1 from payload_jobs j
         where j.task_slug = $2 and j.completed_at is null and coalesce(j.has_error, false) = false
           and j.input->>'contactId' = c.id::text)
     order by c.id
     limit $3`,
    [SEND_LEASE_SECONDS, NOTIFY_STAFF_TASK, limit],
  )
  return rows.map((row) => row.id)
}

/** send-lease.ts's lease over many contacts at once: the ids this caller now holds. */
export async function takeSendLeases(payload: Payload, ids: number[]): Promise<number[]> {
  const { rows } = await postgresOf(payload).pool.query<{ id: number }>(
    `update contacts set notification_sending_since = now()
     where id = any($1::int[]) and notification_sent_at is null
       and (notification_sending_since is null or notification_sending_since < now() - make_interval(secs => $2))
     returning id`,
    [ids, SEND_LEASE_SECONDS],
  )
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** Sent (or logged) at once for every id, one more attempt each; the contacts keep their updatedAt. */
export async function recordSentTogether(payload: Payload, ids: number[], status: NotificationStatus): Promise<void> {
  await postgresOf(payload).pool.query(
    `update contacts set notification_status = $2::enum_contacts_notification_status, notification_sent_at = now(),
       notification_attempts = coalesce(notification_attempts, 0) + 1, notification_last_error = null,
       notification_sending_since = null
     where id = any($1::int[])`,
    [ids, status],
  )
}

/** Gives the leases back (the send failed): each contact's own job retries it. */
export async function releaseSendLeases(payload: Payload, ids: number[]): Promise<void> {
  await postgresOf(payload).pool.query('update contacts set notification_sending_since = null where id = any($1::int[])', [ids])
}
