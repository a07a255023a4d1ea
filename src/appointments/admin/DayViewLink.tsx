import { dayViewHref } from '@/appointments/day-view-path'
import { upcomingAppointmentsHref } from '@/appointments/upcoming-list-href'

/** Above the «Citas» list: the day view, and the scheduled appointments still to come. */
export default function DayViewLink() {
  return (
    <p className="appointments-list-links">
      <a href={dayViewHref()}>Ver las citas del día, por persona</a>
      <a href={upcomingAppointmentsHref(new Date())}>Solo las próximas agendadas</a>
    </p>
  )
}
