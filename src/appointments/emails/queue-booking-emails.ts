import type { PayloadRequest } from 'payload'

import { BOOKING_EMAIL_TASK } from './task'

/**
 * Queues the visitor's confirmation in the booking's own transaction (`req`), when they gave an
 * address; the job carries the link's nonce, never the link. Staff hear of the booking once, by
 * the new lead's notification (src/leads/notifications/notify-staff.ts, which digests a flood).
 */
export async function queueBookingEmails(
  req: PayloadRequest,
  { appointmentId, nonce, visitor }: { appointmentId: number; nonce: string; visitor: boolean },
) {
  if (!visitor) return
  await req.payload.jobs.queue({ task: BOOKING_EMAIL_TASK, input: { appointmentId, nonce, to: 'visitor' }, req })
}
