import type { TaskConfig } from 'payload'

import { reminderOffsets } from './reminder-offsets'
import { sendReminder } from './send-reminder'
import { APPOINTMENT_REMINDER_TASK } from './task-slug'

/** A failed reminder is tried again every minute for an hour (the 2 h one: before the appointment). */
const REMINDER_RETRY_DELAY_MS = 60_000
const REMINDER_ATTEMPTS = 60

/** Queued by scheduleReminders for each reminder time, run by the server's job runner (src/jobs). */
export const appointmentReminderTask: TaskConfig<'appointmentReminder'> = {
  slug: APPOINTMENT_REMINDER_TASK,
  label: 'Recordar una cita al cliente',
  inputSchema: [
    { name: 'appointmentId', type: 'number', required: true },
    { name: 'offset', type: 'select', required: true, options: reminderOffsets.map(({ key }) => key) },
    { name: 'startsAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: REMINDER_ATTEMPTS - 1, backoff: { type: 'fixed', delay: REMINDER_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => ({ output: { result: await sendReminder(req.payload, input) } }),
}
