import pg from 'pg'
import { beforeAll } from 'vitest'

/**
 * The int files share one database and run one after another. A file that stores contacts
 * without running the queue (or without an SMTP server) leaves its staff e-mails queued, and
 * the next file that runs the queue with an SMTP server (any REST call starts Payload's runner)
 * would send that backlog, 20 jobs every 5 s, through its own mail server, ahead of the e-mails
 * it waits for. So every file starts from an empty queue.
 */
beforeAll(async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('DELETE FROM payload_jobs')
  } finally {
    await client.end()
  }
})
