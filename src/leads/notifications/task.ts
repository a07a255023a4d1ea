import type { TaskConfig } from 'payload'

import { deliverStaffNotification } from './deliver'
import { NOTIFY_STAFF_ATTEMPTS, NOTIFY_STAFF_RETRY_DELAY_MS } from './retries'
import { sendWaitingNotifications } from './sweep'
import { NOTIFY_STAFF_TASK } from './task-slug'

/** Queued with every new contact (src/leads/notifications/notify-staff.ts), run by the server's job runner. */
export const notifyStaffTask: TaskConfig<'notifyStaff'> = {
  slug: NOTIFY_STAFF_TASK,
  label: 'Avisar al equipo de un contacto nuevo',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  // Payload's attempts are the tries after the first.
  retries: { attempts: NOTIFY_STAFF_ATTEMPTS - 1, backoff: { type: 'fixed', delay: NOTIFY_STAFF_RETRY_DELAY_MS } },
  // Its own e-mail first (a failure is retried, as before), then any other still waiting (sweep.ts).
  handler: async ({ input, req }) => {
    const result = await deliverStaffNotification(req.payload, input.contactId)
    await sendWaitingNotifications(req.payload)
    return { output: { result } }
  },
}
