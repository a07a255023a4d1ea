import type { RequiredDataFromCollectionSlug } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import type { AppointmentHistoryAction } from '../appointment-options'

export type AppointmentLine = Omit<RequiredDataFromCollectionSlug<'lead-events'>, 'contact' | 'kind'> & {
  appointmentAction: AppointmentHistoryAction
}

const timeOf = (value: string | null | undefined): number | null => (value ? new Date(value).getTime() : null)

/** Status changes a lead's history tells: from 'agendada' to one of these. */
const endings: Partial<Record<Appointment['status'], AppointmentHistoryAction>> = {
  cancelada: 'cancelada',
  atendida: 'atendida',
  'no-asistio': 'no-asistio',
}

/**
 * The lines a save of an appointment adds to its lead's history: booked (also booked again after
 * a cancellation), moved (old → new time), cancelled / attended / missed, assigned to someone
 * else. Names of the assignees are passed in: staff may not read other accounts.
 */
export function appointmentChanges(
  doc: Appointment,
  previous: Appointment | undefined,
  assigneeNames: { from: string | null; to: string | null },
): AppointmentLine[] {
  const at = { toStartsAt: doc.startsAt }
  if (!previous) return [{ appointmentAction: 'agendada', ...at, toAssigneeName: assigneeNames.to }]
  const lines: AppointmentLine[] = []
  if (previous.status !== doc.status) {
    const ending = previous.status === 'agendada' ? endings[doc.status] : doc.status === 'agendada' ? 'agendada' : undefined
    if (ending) lines.push({ appointmentAction: ending, ...at })
  }
  if (timeOf(previous.startsAt) !== timeOf(doc.startsAt)) {
    lines.push({ appointmentAction: 'movida', fromStartsAt: previous.startsAt, toStartsAt: doc.startsAt })
  }
  if (relationId(previous.assignedTo) !== relationId(doc.assignedTo)) {
    lines.push({ appointmentAction: 'asignada', ...at, fromAssigneeName: assigneeNames.from, toAssigneeName: assigneeNames.to })
  }
  return lines
}
