import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { managePath } from '@/appointments/booking-paths'
import { appointmentByLink } from '@/appointments/read/booking'
import { needsScopeOfAppointment } from '@/appointments/soa-step'
import { AppointmentSummary } from '@/appointments/ui/AppointmentSummary'
import { buttonClasses, panelClasses } from '@/appointments/ui/booking-styles'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { getSiteSettings } from '@/content'
import { bookingCopy as copy } from '@/copy/booking'
import { pageTitle } from '@/lib/seo-text'
import { soaStepState } from '@/records/read/soa-step-state'

import { startScopeOfAppointmentAction } from './soa-action'

/**
 * /citas/confirmada/<link>: where a booking is redirected (POST/redirect/GET). The address holds
 * only the appointment's link, the one thing the page needs; a link that no longer works is the 404.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: pageTitle(copy.confirmed.title, settings.agencyName) }, robots: { index: false } }
}

export default async function BookingConfirmedPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const [appointment, settings] = await Promise.all([appointmentByLink(token), getSiteSettings()])
  if (!appointment) notFound()
  const soaState = needsScopeOfAppointment(appointment.topic) ? await soaStepState(appointment.id) : 'signed'
  const soaStep = soaState !== 'signed'
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bg-slate-50 pb-20 pt-24">
      <div className="container grid max-w-3xl gap-6">
        <div className={panelClasses}>
          {/* biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own booking; a screen reader reads it first */}
          <h1 tabIndex={-1} autoFocus className="font-display text-3xl font-bold text-emerald-800 focus:outline-none">
            {copy.confirmed.title}
          </h1>
          <div className="mt-5">
            <AppointmentSummary
              startsAt={appointment.startsAt}
              kind={appointment.kind}
              topic={appointment.topic}
              timeZone={settings.timeZone}
            />
          </div>
          {appointment.lead.email && <p className="mt-5">{copy.confirmed.emailSent}</p>}
        </div>
        {soaStep && (
          <section aria-labelledby="cita-soa" className={`${panelClasses} border-2 border-amber-400`}>
            <h2 id="cita-soa" className="text-2xl font-bold text-brand-900">
              {copy.confirmed.soaTitle}
            </h2>
            <p className="mt-2 text-lg">{copy.confirmed.soaText}</p>
            {soaState === 'npn-missing' ? (
              <p role="status" className="mt-4 text-lg font-semibold">
                {copy.confirmed.soaByAgency}
              </p>
            ) : (
              <form action={startScopeOfAppointmentAction} className="mt-4">
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={buttonClasses}>
                  {copy.confirmed.soaLink}
                </button>
              </form>
            )}
          </section>
        )}
        <div className={panelClasses}>
          <p className="text-lg">{copy.confirmed.manage}</p>
          <p className="mt-3">
            <a href={managePath(token)} className="text-lg font-semibold text-brand-700 underline">
              {copy.confirmed.manageLink}
            </a>
          </p>
        </div>
      </div>
    </main>
  )
}
