import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { dayFromQuery } from '@/appointments/appointment-day'
import { dayViewHref } from '@/appointments/day-view-path'
import { appointmentsOfDay } from '@/appointments/read/appointments-desk'
import { agencyDayKey, shiftDay } from '@/lib/agency-days'
import { spanishDayTitle, spanishZoneName } from '@/lib/spanish-time'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { StaffDayList } from './StaffDayList'

/**
 * «Citas del día»: one agency day's appointments, per staff member in time order, with the
 * previous and next day; today by default (?dia=yyyy-mm-dd for another). Cancelled ones stay, marked.
 */
export default async function AppointmentDayView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const { payload, user } = req
  const timeZone = await loadAgencyTimeZone(payload)
  const today = agencyDayKey(new Date(), timeZone)
  const day = dayFromQuery(searchParams?.dia, new Date(), timeZone)
  const days = user ? await appointmentsOfDay(payload, user, day, timeZone, { withCancelled: true }) : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <main className="appointments-day-view gutter--left gutter--right">
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
        {days.length === 0 ? (
          <p data-testid="appointments-day-empty">No hay citas este día.</p>
        ) : (
          <StaffDayList days={days} timeZone={timeZone} testId="appointments-day" headingLevel="h2" />
        )}
      </main>
    </DefaultTemplate>
  )
}
