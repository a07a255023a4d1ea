import { dayViewHref } from '@/appointments/day-view-path'

/** Above the «Citas» list: the way to the day view. */
export default function DayViewLink() {
  return (
    <p className="appointments-list-links">
      <a href={dayViewHref()}>Ver las citas del día, por persona</a>
    </p>
  )
}
