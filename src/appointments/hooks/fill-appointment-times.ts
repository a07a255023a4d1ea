import type { CollectionBeforeValidateHook } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import { readAgencySettings } from '../../settings/agency-settings'
import { agentSlotMinutes } from '../calendars/booking-lanes'

const MINUTE_MS = 60_000

const timeOf = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/**
 * What staff may leave out, filled before validation: a new one with nobody to attend it goes to
 * the lead's assignee; a new appointment without an end lasts one slot of whoever attends it (their
 * calendar's length, else Citas en línea → duración); one moved without touching its end keeps its length.
 */
export const fillAppointmentTimes: CollectionBeforeValidateHook<Appointment> = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const startsAt = timeOf(data.startsAt)
  if (operation === 'create' && !relationId(data.assignedTo) && relationId(data.lead)) {
    const lead = await req.payload.findByID({
      collection: 'contacts',
      id: relationId(data.lead) as number,
      depth: 0,
      select: { assignee: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const assignee = relationId(lead?.assignee)
    if (assignee) data.assignedTo = assignee
  }
  if (startsAt !== null && operation === 'create' && timeOf(data.endsAt) === null) {
    const settings = await readAgencySettings(req.payload, req)
    const slotMinutes = await agentSlotMinutes(req.payload, relationId(data.assignedTo), settings.booking.slotMinutes || 30, req)
    data.endsAt = new Date(startsAt + slotMinutes * MINUTE_MS).toISOString()
  }
  if (operation === 'update' && originalDoc && startsAt !== null) {
    const wasStart = timeOf(originalDoc.startsAt)
    const wasEnd = timeOf(originalDoc.endsAt)
    const endUntouched = data.endsAt === undefined || timeOf(data.endsAt) === wasEnd
    if (wasStart !== null && wasEnd !== null && startsAt !== wasStart && endUntouched) {
      data.endsAt = new Date(startsAt + (wasEnd - wasStart)).toISOString()
    }
  }
  return data
}
