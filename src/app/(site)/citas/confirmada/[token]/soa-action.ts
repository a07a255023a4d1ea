'use server'

import config from '@payload-config'
import { RedirectType, redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { confirmedPath } from '@/appointments/booking-paths'
import { soaPathForBooking } from '@/appointments/soa-step'
import { formWorkWithinDeadline } from '@/content/database-deadline'

/**
 * «Completar el Alcance de la Cita»: a plain form post (the appointment's link in a hidden field,
 * so it works without JavaScript) answered with a 303 to the appointment's one signing page, or
 * back to the confirmation (which then says the SOA is signed, or that the agency sends it).
 */
export async function startScopeOfAppointmentAction(form: FormData): Promise<void> {
  const value = form.get('token')
  const token = typeof value === 'string' ? value : ''
  const payload = await getPayload({ config })
  const step = await formWorkWithinDeadline(() => soaPathForBooking(payload, token))
  redirect(step?.kind === 'link' ? step.path : confirmedPath(token), RedirectType.push)
}
