import type { Payload } from 'payload'

/**
 * The int files share one database and run one after another. Files that store contacts
 * without running the queue (or without an SMTP server) leave their staff e-mails queued, and
 * the next file's runner would send that backlog, 20 jobs every 5 s, ahead of the e-mails the
 * file waits for. A file that times staff e-mails starts from an empty queue.
 */
export async function emptyJobQueue(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
}
