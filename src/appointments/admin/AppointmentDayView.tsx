import type { AdminViewServerProps } from 'payload'

import { dayFromQuery } from '@/appointments/appointment-day'
import { dayViewHref } from '@/appointments/day-view-path'
import { appointmentsOfDay } from '@/appointments/read/appointments-desk'
import { StaffScreen } from '@/components/admin/StaffScreen'
import { agencyDayKey, shiftDay } from '@/lib/agency-days'
import { spanishDayTitle, spanishZoneName } from '@/lib/spanish-time'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { StaffDayList } from './StaffDayList'

/**
 * «Citas del día»: one agency day's appointments, one column per agent (every agent with a
 * calendar, free or not) in time order, each Medicare one with its SOA state; previous and next
 * day and a date picker (a plain GET form: works without scripts); today by default
 * (?dia=yyyy-mm-dd for another). Cancelled ones stay, marked.
 */
export default async function AppointmentDayView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { payload, user } = initPageResult.req
  const timeZone = await loadAgencyTimeZone(payload)
  const today = agencyDayKey(new Date(), timeZone)
  const day = dayFromQuery(searchParams?.dia, new Date(), timeZone)
  const days = user ? await appointmentsOfDay(payload, user, day, timeZone, { withCancelled: true, everyAgent: true }) : []
  return (
    <StaffScreen initPageResult={initPageResult} params={params} searchParams={searchParams} className="appointments-day-view">
      <h1 className="appointments-day-view__title">Citas del día</h1>
      <p className="appointments-day-view__day" data-testid="appointments-day-title">
        {spanishDayTitle(day)}
        {day === today ? ' (hoy)' : ''} · {spanishZoneName(timeZone)}
      </p>
      <nav className="appointments-day-view__nav" aria-label="Cambiar de día">
        <a href={dayViewHref(shiftDay(day, -1))}>← Día anterior</a>
        {day !== today && <a href={dayViewHref()}>Hoy</a>}
        <a href={dayViewHref(shiftDay(day, 1))}>Día siguiente →</a>
        <a href="/admin/collections/appointments/create">Agendar una cita</a>
      </nav>
      <form className="appointments-day-view__picker" method="get" action={dayViewHref()}>
        <label htmlFor="appointments-day-picker">Ir al día</label>
        <input id="appointments-day-picker" type="date" name="dia" defaultValue={day} required />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Ver ese día
        </button>
      </form>
      {days.every((agent) => agent.appointments.length === 0) && <p data-testid="appointments-day-empty">No hay citas este día.</p>}
      {days.length > 0 && <StaffDayList days={days} timeZone={timeZone} testId="appointments-day" headingLevel="h2" columns />}
    </StaffScreen>
  )
}
