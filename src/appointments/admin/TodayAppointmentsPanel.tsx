import type { Payload, TypedUser } from 'payload'
import { dayViewHref } from '@/appointments/day-view-path'
import { appointmentsOfDay } from '@/appointments/read/appointments-desk'
import { agencyDayKey } from '@/lib/agency-days'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { DeskCountPanel } from '../../leads/admin/DeskCountPanel'
import { StaffDayList } from './StaffDayList'

type Props = { payload: Payload; user?: TypedUser | null }

/** Dashboard: today's appointments (agency day), per staff member, cancelled ones left out; a link to the day view. */
export default async function TodayAppointmentsPanel({ payload, user }: Props) {
  if (!user) return null
  const timeZone = await loadAgencyTimeZone(payload)
  const days = await appointmentsOfDay(payload, user, agencyDayKey(new Date(), timeZone), timeZone)
  const total = days.reduce((sum, day) => sum + day.appointments.length, 0)
  return (
    <DeskCountPanel
      name="appointments"
      title="Citas de hoy"
      total={total}
      countTestId="appointments-today-count"
      summary={{ none: 'No hay citas para hoy.', one: 'Hay 1 cita para hoy.', many: (count) => `Hay ${count} citas para hoy.` }}
    >
      {total > 0 && <StaffDayList days={days} timeZone={timeZone} testId="appointments-today" headingLevel="h3" />}
      <a className="desk-panel__link" href={dayViewHref()}>
        Ver las citas del día
      </a>
    </DeskCountPanel>
  )
}
