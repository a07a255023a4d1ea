import type { Metadata } from 'next'
import Link from 'next/link'

import { appointmentKindLabel } from '@/appointments/appointment-options'
import { newBookingKey } from '@/appointments/booking-key'
import { BOOKING_PATH } from '@/appointments/booking-paths'
import { bookingCalendar } from '@/appointments/read/booking'
import { BookingChoices } from '@/appointments/ui/BookingChoices'
import { BookingForm } from '@/appointments/ui/BookingForm'
import { panelClasses } from '@/appointments/ui/booking-styles'
import { DayPicker } from '@/appointments/ui/DayPicker'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getSiteSettings } from '@/content'
import { bookingCopy as copy } from '@/copy/booking'
import { insuranceTypeOptions } from '@/lib/insurance-types'
import { telHref } from '@/lib/phone'
import { pageTitle } from '@/lib/seo-text'
import { spanishClockTime, spanishDayName, spanishZoneName } from '@/lib/spanish-time'

import { bookAppointmentAction } from './book-action'

/**
 * /citas: a visitor books an appointment. Server HTML all the way (plain GET forms for the kind,
 * topic and day; the hours as radio buttons in the POST form), so it works without JavaScript.
 * Live data for each request: a time just taken is never offered, and each rendering carries a
 * one-time key of its own (booking-key.ts).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: pageTitle(copy.title, settings.agencyName) }, robots: { index: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export default async function BookingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const [settings, site] = await Promise.all([bookingCalendar(null).then((calendar) => calendar.settings), getSiteSettings()])
  const kind = settings.kinds.find((value) => value === one(query.tipo)) ?? ''
  const topic = insuranceTypeOptions.find((option) => option.value === one(query.tema))?.value ?? ''
  const asked = one(query.paso) === '1'
  const { days } = kind && topic ? await bookingCalendar(topic) : { days: [] }
  const day = days.find((candidate) => candidate.day === one(query.dia)) ?? days[0]
  const hidden = { tipo: kind, tema: topic }
  const permalink = `${BOOKING_PATH}?${new URLSearchParams({ ...hidden, ...(day ? { dia: day.day } : {}) })}`

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">{copy.title}</h1>
        {!settings.enabled ? (
          <div className={`${panelClasses} mt-6`}>
            <p className="text-lg">{copy.disabled}</p>
            {site.phone && (
              <p className="mt-4">
                <a href={telHref(site.phone)} className="text-lg font-semibold text-brand-700 underline">
                  {site.phone}
                </a>
              </p>
            )}
          </div>
        ) : (
          <>
            <p className="mt-3 text-lg text-ink-muted">{copy.intro}</p>
            {!kind || !topic ? (
              <div className={`${panelClasses} mt-6`}>
                <BookingChoices
                  kinds={settings.kinds}
                  kind={kind}
                  topic={topic}
                  errors={asked ? { kind: kind ? undefined : copy.chooseKind, topic: topic ? undefined : copy.chooseTopic } : {}}
                />
              </div>
            ) : (
              <div className="mt-6 grid gap-6">
                <div className={`${panelClasses} flex flex-wrap items-center justify-between gap-3`}>
                  <p className="text-lg">
                    <strong>{appointmentKindLabel(kind)}</strong> · {insuranceTypeOptions.find((option) => option.value === topic)?.label}
                  </p>
                  <Link
                    href={`${BOOKING_PATH}?${new URLSearchParams(hidden)}&cambiar=1`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {copy.change}
                  </Link>
                </div>
                {topic === 'medicare' && settings.rules.medicareSoaWaitHours > 0 && (
                  <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
                    {copy.medicareWait(settings.rules.medicareSoaWaitHours)}
                  </p>
                )}
                {one(query.cambiar) ? (
                  <div className={panelClasses}>
                    <BookingChoices kinds={settings.kinds} kind={kind} topic={topic} />
                  </div>
                ) : !day ? (
                  <div className={panelClasses}>
                    <p className="text-lg">{copy.noSlots}</p>
                  </div>
                ) : (
                  <>
                    <div className={panelClasses}>
                      <DayPicker action={BOOKING_PATH} days={days} selected={day.day} hidden={hidden} />
                    </div>
                    <div className={panelClasses}>
                      <BookingForm
                        action={bookAppointmentAction}
                        permalink={permalink}
                        bookingKey={newBookingKey()}
                        kind={kind}
                        topic={topic}
                        slotLegend={`${copy.timeLegend(spanishDayName(day.day))} (${spanishZoneName(settings.timeZone)})`}
                        slots={day.slots.map((slot) => ({
                          value: slot.startsAt.toISOString(),
                          label: spanishClockTime(slot.startsAt, settings.timeZone),
                        }))}
                      />
                    </div>
                  </>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </main>
  )
}
