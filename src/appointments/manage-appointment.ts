/**
 * What the visitor's link may do: cancel, or move to another free time. Both through Payload
 * (the desk's hooks write the history line); a link that no longer works does nothing.
 */
import type { Payload } from 'payload'
import { isAppointmentOverlap } from './overlap'
import { appointmentByLink, loadBookingSettings, loadOffer } from './read/booking'
import { findFreeSlot } from './slots'

export type ManageOutcome = 'done' | 'gone' | 'taken' | 'failed'

export async function cancelByLink(payload: Payload, token: string): Promise<ManageOutcome> {
  const appointment = await appointmentByLink(token, new Date(), payload)
  if (!appointment) return 'gone'
  await payload.update({ collection: 'appointments', id: appointment.id, data: { status: 'cancelada' }, depth: 0 })
  payload.logger.info({ msg: '[appointments] cancelled by the visitor', appointmentId: appointment.id })
  return 'done'
}

export async function rescheduleByLink(payload: Payload, token: string, startsAt: string): Promise<ManageOutcome> {
  const now = new Date()
  const appointment = await appointmentByLink(token, now, payload)
  if (!appointment) return 'gone'
  const settings = await loadBookingSettings(payload)
  // Free in the calendar of the agent the appointment already has (read/booking.ts, loadOffer): a move keeps the agent.
  const days = await loadOffer(payload, settings, { now, topic: appointment.topic, except: appointment.id })
  const slot = findFreeSlot(days, startsAt)
  if (!slot) return 'taken'
  try {
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      data: { startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() },
      depth: 0,
    })
  } catch (error) {
    if (isAppointmentOverlap(error)) return 'taken'
    throw error
  }
  payload.logger.info({ msg: '[appointments] moved by the visitor', appointmentId: appointment.id })
  return 'done'
}
