import type { Payload } from 'payload'

import { smtpConfigured } from '../lib/server/smtp-settings'
import { isQueueRunner } from './runner-lock'

const TICK_MS = 5000

/**
 * Payload's scheduled publish and unpublish (the admin's «Programar publicación») are jobs of
 * its `schedulePublish` task in the default queue. The queue's autoRun runs them with the staff
 * e-mails, but only when SMTP is configured (src/jobs/index.ts: without a mail server the
 * e-mails wait); Payload's autoRun has one gate for all its crons, so without SMTP this ticker
 * runs the publishing jobs alone, through Payload's own `jobs.run`, on the queue runner only.
 */
let started = false

export function startScheduledPublishing(payload: Payload): void {
  if (started) return
  started = true
  let running = false
  const timer = setInterval(async () => {
    if (running || smtpConfigured()) return
    running = true
    try {
      if (!(await isQueueRunner())) return
      await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } }, limit: 10, silent: true })
    } catch (error) {
      payload.logger.error({ err: error, msg: '[jobs] scheduled publishing failed; retried at the next tick' })
    } finally {
      running = false
    }
  }, TICK_MS)
  timer.unref()
}
