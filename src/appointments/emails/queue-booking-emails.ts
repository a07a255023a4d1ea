import type { PayloadRequest } from 'payload'

import { BOOKING_EMAIL_TASK } from './task'

/**
 * Queues the visitor's confirmation in the booking's own transaction (`req`), when they gave an
 * address; the job carries the link sealed (sealed-link-token.ts), never in the clear. Staff hear of the booking once, by
 * the new lead's notification (src/leads/notifications/notify-staff.ts, which digests a flood).
 */
export async function queueBookingEmails(
  req: PayloadRequest,
  { appointmentId, sealedToken, visitor }: { appointmentId: number; sealedToken: string; visitor: boolean },
) {
  if (!visitor) return
  await req.payload.jobs.queue({ task: BOOKING_EMAIL_TASK, input: { appointmentId, sealedToken, to: 'visitor' }, req })
}
