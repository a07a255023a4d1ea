import type { StaffDay } from '@/appointments/appointment-day'
import { appointmentKindLabel, appointmentStatusLabel } from '@/appointments/appointment-options'
import { insuranceTypeOptions } from '@/lib/insurance-types'
import { optionLabel } from '@/lib/option-label'
import { telHref } from '@/lib/phone'
import { spanishTimeRange } from '@/lib/spanish-time'

import { DoNotContactMark } from '../../leads/admin/DoNotContactMark'

/** The SOA's state in words (never by colour alone). */
function SoaMark({ signed }: { signed: boolean }) {
  return (
    <span className={`appointments-day__soa appointments-day__soa--${signed ? 'signed' : 'missing'}`} data-testid="appointment-soa">
      {signed ? 'SOA firmado' : 'SOA sin firmar'}
    </span>
  )
}

type Props = { days: StaffDay[]; timeZone: string; testId: string; headingLevel: 'h2' | 'h3'; columns?: boolean }

/**
 * Each staff member's appointments of one day, in time order: time, the lead (to its page), phone,
 * kind, topic, status and, for Medicare, whether the SOA is signed. `columns`: one column per
 * agent side by side where the screen is wide enough (the day view), one under another on a phone.
 */
export function StaffDayList({ days, timeZone, testId, headingLevel: Heading, columns = false }: Props) {
  return (
    <div className={`appointments-day${columns ? ' appointments-day--columns' : ''}`} data-testid={testId}>
      {days.map((day) => (
        <section
          key={day.staffId ?? 'none'}
          className="appointments-day__staff"
          data-testid="appointments-staff"
          aria-labelledby={`appointments-staff-${day.staffId ?? 'none'}`}
        >
          <Heading className="appointments-day__staff-name" id={`appointments-staff-${day.staffId ?? 'none'}`}>
            {day.staffName} <span className="appointments-day__count">({day.appointments.length})</span>
          </Heading>
          {day.appointments.length === 0 && <p className="appointments-day__free">Sin citas este día.</p>}
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
                {typeof appointment.soaSigned === 'boolean' && <SoaMark signed={appointment.soaSigned} />}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
