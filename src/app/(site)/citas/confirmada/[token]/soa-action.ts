'use server'

import config from '@payload-config'
import { RedirectType, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { confirmedPath } from '@/appointments/booking-paths'
import { soaPathForBooking } from '@/appointments/soa-step'
import { formWorkWithinDeadline } from '@/content/database-deadline'

/**
 * «Completar el Alcance de la Cita»: a plain form post (the appointment's link in a hidden field,
 * so it works without JavaScript) answered with a 303 to the new signing page, or back to the
 * confirmation when the link no longer works.
 */
export async function startScopeOfAppointmentAction(form: FormData): Promise<void> {
  const value = form.get('token')
  const token = typeof value === 'string' ? value : ''
  const payload = await getPayload({ config })
  const path = await formWorkWithinDeadline(() => soaPathForBooking(payload, token))
  redirect(path ?? confirmedPath(token), RedirectType.push)
}
