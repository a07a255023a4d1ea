import type { PayloadRequest } from 'payload'

import { BOOKING_EMAIL_TASK } from './task'

/**
 * Queues the booking's e-mails in the booking's own transaction (`req`): to staff always, to
 * the visitor when they gave an address. The job carries the link's nonce, never the link.
 */
export async function queueBookingEmails(
  req: PayloadRequest,
  { appointmentId, nonce, visitor }: { appointmentId: number; nonce: string; visitor: boolean },
) {
  const recipients = visitor ? (['visitor', 'staff'] as const) : (['staff'] as const)
  for (const to of recipients) {
    await req.payload.jobs.queue({ task: BOOKING_EMAIL_TASK, input: { appointmentId, nonce, to }, req })
  }
}
