import type { TaskConfig } from 'payload'

import { sendRescissionStaffEmail } from './rescission-staff-email'
import { NOTIFY_RESCISSION_TASK } from './task-slug'

/** Queued with every rescission, in its transaction (sign-record.ts); run and retried by the server's job runner. */
export const notifyRescissionTask: TaskConfig<'notifyRescission'> = {
  slug: NOTIFY_RESCISSION_TASK,
  label: 'Avisar al equipo de una revocación del consentimiento',
  inputSchema: [{ name: 'recordId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { result: await sendRescissionStaffEmail(req.payload, input.recordId) } }),
}
