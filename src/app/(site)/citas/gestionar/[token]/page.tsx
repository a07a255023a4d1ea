import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { managePath } from '@/appointments/booking-paths'
import { appointmentByLink, bookingCalendar } from '@/appointments/read/booking'
import { AppointmentSummary } from '@/appointments/ui/AppointmentSummary'
import {
  buttonClasses,
  choiceClasses,
  fieldsetClasses,
  legendClasses,
  panelClasses,
  radioClasses,
  secondaryButtonClasses,
} from '@/appointments/ui/booking-styles'
import { DayPicker } from '@/appointments/ui/DayPicker'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getSiteSettings } from '@/content'
import { bookingCopy as copy } from '@/copy/booking'
import { pageTitle } from '@/lib/seo-text'
import { spanishClockTime, spanishDayName, spanishZoneName } from '@/lib/spanish-time'

import { cancelAppointmentAction, rescheduleAppointmentAction } from './manage-actions'

/**
 * /citas/gestionar/<link>: the visitor's appointment, to move or cancel, all in server HTML and
 * plain forms (GET to choose, POST to do). The link works until the appointment ends; a wrong,
 * expired or cancelled one is the 404 with a Spanish page and nothing of the appointment.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: pageTitle(copy.manage.title, settings.agencyName) }, robots: { index: false } }
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export default async function ManageAppointmentPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams])
  const [appointment, settings] = await Promise.all([appointmentByLink(token), getSiteSettings()])
  if (!appointment) notFound()
  const action = one(query.accion)
  const status = one(query.estado)
  const here = managePath(token)
  const calendar = action === 'cambiar' ? await bookingCalendar(appointment.topic, { except: appointment.id }) : null
  const days = calendar?.days ?? []
  const day = days.find((candidate) => candidate.day === one(query.dia)) ?? days[0]

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container grid max-w-3xl gap-6">
        <h1 className="font-display text-3xl font-bold text-brand-900">{copy.manage.title}</h1>
        {status === 'cambiada' && (
          // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own change
          <p role="status" tabIndex={-1} autoFocus className="rounded-lg bg-emerald-50 px-4 py-3 text-lg font-semibold text-emerald-900">
            {copy.manage.rescheduled}
          </p>
        )}
        {status === 'ocupada' && (
          // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own change
          <p role="alert" tabIndex={-1} autoFocus className="rounded-lg border border-accent-600 bg-accent-50 px-4 py-3 text-accent-700">
            {copy.taken}
          </p>
        )}
        <div className={panelClasses}>
          <AppointmentSummary
            startsAt={appointment.startsAt}
            kind={appointment.kind}
            topic={appointment.topic}
            timeZone={settings.timeZone}
          />
          {!action && (
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={`${here}?accion=cambiar`} className={buttonClasses}>
                {copy.manage.reschedule}
              </a>
              <a href={`${here}?accion=cancelar`} className={secondaryButtonClasses}>
                {copy.manage.cancel}
              </a>
            </div>
          )}
        </div>
        {action === 'cancelar' && (
          <form action={cancelAppointmentAction.bind(null, token)} className={panelClasses}>
            <h2 className="text-2xl font-bold text-brand-900">{copy.manage.cancelConfirm}</h2>
            <div className="mt-5 flex flex-wrap gap-3">
              <button type="submit" className={buttonClasses}>
                {copy.manage.cancelYes}
              </button>
              <a href={here} className={secondaryButtonClasses}>
                {copy.manage.cancelNo}
              </a>
            </div>
          </form>
        )}
        {action === 'cambiar' &&
          (!day ? (
            <p className={panelClasses}>{copy.noSlots}</p>
          ) : (
            <>
              <div className={panelClasses}>
                <DayPicker action={here} days={days} selected={day.day} hidden={{ accion: 'cambiar' }} />
              </div>
              <form action={rescheduleAppointmentAction.bind(null, token)} className={`${panelClasses} grid gap-5`}>
                <input type="hidden" name="dia" value={day.day} />
                <fieldset className={fieldsetClasses}>
                  <legend className={legendClasses}>
                    {copy.timeLegend(spanishDayName(day.day))} ({spanishZoneName(settings.timeZone)})
                  </legend>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {day.slots.map((slot) => (
                      <label key={slot.startsAt.toISOString()} className={choiceClasses}>
                        <input type="radio" name="startsAt" value={slot.startsAt.toISOString()} required className={radioClasses} />
                        {spanishClockTime(slot.startsAt, settings.timeZone)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" className={buttonClasses}>
                    {copy.manage.rescheduleSubmit}
                  </button>
                  <a href={here} className={secondaryButtonClasses}>
                    {copy.manage.back}
                  </a>
                </div>
              </form>
            </>
          ))}
      </div>
    </main>
  )
}
