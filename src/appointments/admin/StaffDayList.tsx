import type { StaffDay } from '@/appointments/appointment-day'
import { appointmentKindLabel, appointmentStatusLabel } from '@/appointments/appointment-options'
import { insuranceTypeOptions } from '@/lib/insurance-types'
import { optionLabel } from '@/lib/option-label'
import { telHref } from '@/lib/phone'
import { spanishTimeRange } from '@/lib/spanish-time'

import { DoNotContactMark } from '../../leads/admin/DoNotContactMark'

type Props = { days: StaffDay[]; timeZone: string; testId: string; headingLevel: 'h2' | 'h3' }

/** Each staff member's appointments of one day, in time order: time, the lead (to its page), phone, kind, topic, status. */
export function StaffDayList({ days, timeZone, testId, headingLevel: Heading }: Props) {
  return (
    <div className="appointments-day" data-testid={testId}>
      {days.map((day) => (
        <section key={day.staffId ?? 'none'} className="appointments-day__staff" data-testid="appointments-staff">
          <Heading className="appointments-day__staff-name">
            {day.staffName} <span className="appointments-day__count">({day.appointments.length})</span>
          </Heading>
          <ol className="appointments-day__list">
            {day.appointments.map((appointment) => (
              <li
                key={appointment.id}
                className={`appointments-day__item appointments-day__item--${appointment.status}`}
                data-testid="appointment-item"
              >
                <a className="appointments-day__time" href={`/admin/collections/appointments/${appointment.id}`}>
                  {spanishTimeRange(appointment.startsAt, appointment.endsAt, timeZone)}
                </a>
                {appointment.leadId ? (
                  <a className="appointments-day__lead" href={`/admin/collections/contacts/${appointment.leadId}`}>
                    {appointment.leadName}
                  </a>
                ) : (
                  <span className="appointments-day__lead">{appointment.leadName}</span>
                )}
                {appointment.leadDoNotContact ? (
                  <DoNotContactMark />
                ) : appointment.leadPhone ? (
                  <a className="appointments-day__phone" href={telHref(appointment.leadPhone)}>
                    {appointment.leadPhone}
                  </a>
                ) : null}
                <span className="appointments-day__meta">
                  {appointmentKindLabel(appointment.kind)} · {optionLabel(insuranceTypeOptions, appointment.topic)}
                  {appointment.status !== 'agendada' ? ` · ${appointmentStatusLabel(appointment.status)}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
