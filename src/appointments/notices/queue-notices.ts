import type { CollectionAfterChangeHook } from 'payload'

import { staffName, VISITOR_AUTHOR } from '@/leads/public'
import type { Appointment } from '../../payload-types'
import { noticeChangeOf } from './notice-change'
import { APPOINTMENT_NOTICE_TASK, noticeRecipients } from './task-slug'

/**
 * Queues the e-mails about a change, in the change's own transaction (the hook's `req`): one to
 * the client (with the updated or cancelling invitation) and one to staff, whoever made it (the
 * visitor through their link, or staff in the desk). A web booking is told by its own e-mails
 * (emails/queue-booking-emails.ts and the lead's staff notification), so only staff bookings,
 * moves, cancellations and bookings again are queued here. Each job carries the revision it is
 * about and what staff are told (the time then, the time before, who did it).
 */
export const queueAppointmentNotices: CollectionAfterChangeHook<Appointment> = async ({ doc, previousDoc, operation, req }) => {
  const previous = operation === 'update' ? previousDoc : undefined
  const change = noticeChangeOf(doc, previous)
  if (!change || (!previous && doc.bookedBy === 'sitio')) return doc
  const input = {
    appointmentId: doc.id,
    change,
    sequence: doc.sequence ?? 0,
    startsAt: new Date(doc.startsAt).toISOString(),
    previousStartsAt: change === 'moved' && previous ? new Date(previous.startsAt).toISOString() : null,
    changedBy: req.user ? staffName(req.user) : VISITOR_AUTHOR,
  }
  for (const to of noticeRecipients) await req.payload.jobs.queue({ task: APPOINTMENT_NOTICE_TASK, input: { ...input, to }, req })
  return doc
}
