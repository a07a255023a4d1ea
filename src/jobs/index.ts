import type { JobsConfig, PayloadRequest } from 'payload'

import { hasAdminRole } from '../access/is-admin'
import { sendBookingEmailTask } from '../appointments/emails/task'
import { sendAppointmentNoticeTask } from '../appointments/notices/task'
import { appointmentReminderTask } from '../appointments/reminders/task'
import { notifyStaffTask } from '../leads/notifications/task'
import { smtpConfigured } from '../lib/server/smtp-settings'
import { importCarrierReportTask } from '../policies/import/task'
import { notifyRescissionTask } from '../records/mail/rescission-task'
import { sendSigningLinkTask } from '../records/mail/task'
import { releaseStalledJobs } from './release-stalled-jobs'
import { isQueueRunner } from './runner-lock'

const adminOnly = ({ req }: { req: PayloadRequest }) => hasAdminRole(req.user)

/**
 * Payload's jobs queue, stored in Postgres (`payload-jobs`). The long-running server runs it
 * itself every 5 seconds (autoRun starts with the first Payload instance that a request or the
 * start-up opens with `cron: true`); scripts open Payload without it and run nothing.
 */
export const jobs: JobsConfig = {
  tasks: [
    notifyStaffTask,
    sendBookingEmailTask,
    appointmentReminderTask,
    sendSigningLinkTask,
    notifyRescissionTask,
    sendAppointmentNoticeTask,
    importCarrierReportTask,
  ],
  autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
  // Without a mail server the queue (staff e-mails, booking e-mails, appointment reminders and
  // signing links) waits: its e-mails stay pending, and go out once SMTP is configured, instead
  // of being marked done unsent. An instance without SMTP never takes the runner's lock from one
  // that has it. Then one runner per database at a time
  // (runner-lock.ts); it first takes back the jobs of a runner that died.
  shouldAutoRun: async (payload) => {
    if (!smtpConfigured()) return false
    if (!(await isQueueRunner())) return false
    await releaseStalledJobs(payload)
    return true
  },
  // Only an admin may queue, run or cancel jobs through the API (/api/payload-jobs/run).
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    labels: { singular: 'Tarea en cola', plural: 'Tareas en cola' },
    admin: { ...defaultJobsCollection.admin, group: 'Configuración', hidden: true },
  }),
}
