import type { CollectionAfterChangeHook } from 'payload'

import type { Appointment } from '../../payload-types'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { reminderDueAt, reminderOffsets } from './reminder-offsets'
import { APPOINTMENT_REMINDER_TASK } from './task-slug'

/**
 * Queues an appointment's reminders (24 h and 2 h before) when it is booked, moved, or booked
 * again, each waiting in the queue until its time; a time already past is skipped (booked for
 * this afternoon: no «mañana» e-mail). Nothing is taken out of the queue on a move or a
 * cancellation: each job carries the time it was queued for and, when it runs, sends nothing
 * unless the appointment is still scheduled at that very time (send-reminder.ts). Queued with
 * the hook's `req`, in the appointment's own transaction.
 */
export const scheduleReminders: CollectionAfterChangeHook<Appointment> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.status !== SCHEDULED_APPOINTMENT_STATUS) return doc
  const previous = operation === 'update' ? previousDoc : undefined
  const unchanged =
    previous?.status === SCHEDULED_APPOINTMENT_STATUS && new Date(previous.startsAt).getTime() === new Date(doc.startsAt).getTime()
  if (unchanged) return doc
  const now = Date.now()
  for (const { key } of reminderOffsets) {
    const dueAt = reminderDueAt(doc.startsAt, key)
    if (dueAt.getTime() <= now) continue
    await req.payload.jobs.queue({
      task: APPOINTMENT_REMINDER_TASK,
      input: { appointmentId: doc.id, offset: key, startsAt: new Date(doc.startsAt).toISOString() },
      waitUntil: dueAt,
      req,
    })
  }
  return doc
}
