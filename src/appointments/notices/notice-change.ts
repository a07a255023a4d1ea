import type { Appointment } from '../../payload-types'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'

/** What a client and staff are told of: booked (also booked again), moved (time or kind), cancelled. */
export type NoticeChange = 'booked' | 'moved' | 'cancelled'

export const noticeChanges = ['booked', 'moved', 'cancelled'] as const satisfies readonly NoticeChange[]

type Facts = Pick<Appointment, 'status' | 'startsAt' | 'endsAt' | 'kind'>

const timeOf = (value: string | null | undefined) => (value ? new Date(value).getTime() : null)

/**
 * The change a save makes that the client's calendar must follow, or null (a new assignee, a
 * note, an appointment marked attended or missed). `previous` undefined: a new appointment.
 */
export function noticeChangeOf(doc: Facts, previous: Facts | undefined): NoticeChange | null {
  const isOn = doc.status === SCHEDULED_APPOINTMENT_STATUS
  if (!previous) return isOn ? 'booked' : null
  const wasOn = previous.status === SCHEDULED_APPOINTMENT_STATUS
  if (wasOn && !isOn) return doc.status === 'cancelada' ? 'cancelled' : null
  if (!wasOn) return isOn ? 'booked' : null
  const moved = timeOf(doc.startsAt) !== timeOf(previous.startsAt) || timeOf(doc.endsAt) !== timeOf(previous.endsAt)
  return moved || doc.kind !== previous.kind ? 'moved' : null
}
