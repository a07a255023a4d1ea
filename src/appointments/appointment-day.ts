import { agencyDayKey } from '../lib/agency-days'

/** One appointment as the desk's day view and dashboard list it. */
export type DayAppointment = {
  id: number
  startsAt: string
  endsAt: string
  kind: string
  topic: string
  status: string
  leadId: number | null
  leadName: string
  leadPhone: string | null
  leadDoNotContact: boolean
  /** A Medicare appointment's Scope of Appointment: signed or not yet; null for other topics. */
  soaSigned?: boolean | null
}

/** One staff member's appointments of the day, in time order; `staffId` null: nobody assigned yet. */
export type StaffDay = { staffId: number | null; staffName: string; appointments: DayAppointment[] }

export const UNASSIGNED_STAFF_NAME = 'Sin asignar'

/**
 * The appointments per staff member: staff by name, «Sin asignar» last; each list in time order.
 * `alwaysShown`: staff listed even without an appointment that day (the agents with a calendar).
 */
export function groupByStaff(
  appointments: (DayAppointment & { assignedTo: number | null })[],
  staffNames: Map<number, string>,
  alwaysShown: number[] = [],
): StaffDay[] {
  const groups = new Map<number | null, StaffDay>()
  for (const staffId of alwaysShown) {
    const staffName = staffNames.get(staffId)
    if (staffName) groups.set(staffId, { staffId, staffName, appointments: [] })
  }
  for (const { assignedTo, ...appointment } of appointments) {
    const staffId = assignedTo && staffNames.has(assignedTo) ? assignedTo : null
    const group = groups.get(staffId) ?? {
      staffId,
      staffName: staffId ? (staffNames.get(staffId) as string) : UNASSIGNED_STAFF_NAME,
      appointments: [],
    }
    group.appointments.push(appointment)
    groups.set(staffId, group)
  }
  for (const group of groups.values()) group.appointments.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  return [...groups.values()].sort((a, b) =>
    a.staffId === null ? 1 : b.staffId === null ? -1 : a.staffName.localeCompare(b.staffName, 'es'),
  )
}

/** A 'yyyy-mm-dd' from the address, or today in the agency's zone when it is missing or not a real day. */
export function dayFromQuery(value: unknown, now: Date, timeZone: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T12:00:00Z`)
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value) return value
  }
  return agencyDayKey(now, timeZone)
}
