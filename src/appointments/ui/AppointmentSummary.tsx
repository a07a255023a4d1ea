import { appointmentKindLabel } from '@/appointments/appointment-options'
import { bookingCopy as copy } from '@/copy/booking'
import { insuranceTypeOptions } from '@/lib/insurance-types'
import { spanishDateTime } from '@/lib/spanish-time'

type Props = { startsAt: string; kind: string; topic: string; timeZone: string }

/** When (in words, with the zone), the kind and the topic of an appointment. */
export function AppointmentSummary({ startsAt, kind, topic, timeZone }: Props) {
  const rows = [
    [copy.confirmed.when, spanishDateTime(startsAt, timeZone)],
    [copy.confirmed.kind, appointmentKindLabel(kind)],
    [copy.confirmed.topic, insuranceTypeOptions.find((option) => option.value === topic)?.label ?? topic],
  ]
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
          <dd className="text-lg font-semibold text-ink first-letter:uppercase">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
