import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'

/**
 * Takes the right to e-mail staff about the rescission signed through one link (a link carries
 * at most one rescission): true for exactly one caller. Payload's runner can hand one job to two
 * runners (src/leads/notifications/send-lease.ts); one conditional UPDATE is atomic, so only one
 * sends, and a replay finds it taken. Signed records refuse every UPDATE, so the claim lives on the
 * link. A send that fails gives it back (releaseRescissionNotice) and the job retries.
 */
export async function claimRescissionNotice(payload: Payload, linkId: number): Promise<boolean> {
  const { rowCount } = await postgresOf(payload).pool.query(
    'update record_links set rescission_notice_sent_at = now() where id = $1 and rescission_notice_sent_at is null',
    [linkId],
  )
  return rowCount === 1
}

export async function releaseRescissionNotice(payload: Payload, linkId: number): Promise<void> {
  await postgresOf(payload).pool.query('update record_links set rescission_notice_sent_at = null where id = $1', [linkId])
}
