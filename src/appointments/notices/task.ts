import type { TaskConfig } from 'payload'

import { NOTIFY_STAFF_ATTEMPTS, NOTIFY_STAFF_RETRY_DELAY_MS } from '@/leads/public'
import { noticeChanges } from './notice-change'
import { type NoticeInput, sendAppointmentNotice } from './send-notice'
import { APPOINTMENT_NOTICE_TASK, noticeRecipients } from './task-slug'

/** Queued with every change the client and staff are told of (queue-notices.ts); retried like the staff notifications. */
export const sendAppointmentNoticeTask: TaskConfig<'sendAppointmentNotice'> = {
  slug: APPOINTMENT_NOTICE_TASK,
  label: 'Avisar de un cambio en una cita',
  inputSchema: [
    { name: 'appointmentId', type: 'number', required: true },
    { name: 'change', type: 'select', options: [...noticeChanges], required: true },
    { name: 'sequence', type: 'number', required: true },
    { name: 'to', type: 'select', options: [...noticeRecipients], required: true },
    { name: 'startsAt', type: 'text', required: true },
    { name: 'previousStartsAt', type: 'text' },
    { name: 'changedBy', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: NOTIFY_STAFF_ATTEMPTS - 1, backoff: { type: 'fixed', delay: NOTIFY_STAFF_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => ({ output: { result: await sendAppointmentNotice(req.payload, input as NoticeInput) } }),
}
