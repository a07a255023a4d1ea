import type { Payload } from 'payload'

type LockClient = { query: (sql: string, params: unknown[]) => Promise<{ rows: { locked?: boolean }[] }>; release: (error?: Error) => void }

/** First half of the two-key advisory lock; the contact's id is the second (two-key locks never meet one-key ones). */
const STAFF_NOTIFICATION_LOCK = 4_170_922
const WAIT_STEP_MS = 200

export class ContactLockTimeout extends Error {}

/**
 * Runs `work` while holding a Postgres advisory lock on one contact's notification, across
 * every process on this database.
 *
 * Why: Payload's job runner claims jobs by reading the due ones and then writing
 * `processing: true` by id, with no row lock and no second look at `processing`
 * (@payloadcms/drizzle updateJobs, 3.90), so two runners (two servers, or two Payload
 * instances in one Next server) can both claim the same job and both run it. Under this lock
 * the second one waits, then sees the first one's sent-at and sends nothing.
 *
 * A session lock on a connection of its own, asked for again every 200 ms rather than waited
 * on in one statement (which the connections' statement timeout would cut short). If the
 * process dies, Postgres ends the session and frees the lock.
 */
export async function underContactLock<T>(payload: Payload, contactId: number, maxWaitMs: number, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<LockClient> } }).pool
  const client = await pool.connect()
  let locked = false
  try {
    const deadline = Date.now() + maxWaitMs
    for (;;) {
      const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as locked', [STAFF_NOTIFICATION_LOCK, contactId])
      if (rows[0]?.locked) break
      if (Date.now() > deadline) throw new ContactLockTimeout(`contact ${contactId} is being notified by another runner`)
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
    }
    locked = true
    return await work()
  } finally {
    if (!locked) client.release()
    else {
      // A connection that kept the lock must never go back to the pool: end it instead.
      const unlocked = await client.query('select pg_advisory_unlock($1, $2)', [STAFF_NOTIFICATION_LOCK, contactId]).then(
        () => true,
        () => false,
      )
      client.release(unlocked ? undefined : new Error('advisory unlock failed'))
    }
  }
}
