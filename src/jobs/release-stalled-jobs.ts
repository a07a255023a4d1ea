import type { Payload } from 'payload'

/** Longer than any run of a job can last (a staff e-mail: the SMTP timeouts, 10 + 10 + 20 s): only a dead runner's jobs are taken back. */
export const STALLED_AFTER_MS = 90_000

/**
 * A runner marks the jobs it claims `processing` and clears the mark when they finish; a
 * server killed meanwhile (kill -9, power loss) leaves the mark, and Payload never runs a
 * marked job again. Jobs marked longer than STALLED_AFTER_MS are handed back to the queue.
 * Should a live runner still hold one, the contact's send lease keeps its e-mail from going out twice.
 */
export async function releaseStalledJobs(payload: Payload): Promise<void> {
  const stalledBefore = new Date(Date.now() - STALLED_AFTER_MS).toISOString()
  await payload.db.updateMany({
    collection: 'payload-jobs',
    data: { processing: false },
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: stalledBefore } }] },
  })
}
