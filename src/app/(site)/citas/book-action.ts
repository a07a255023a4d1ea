'use server'

import config from '@payload-config'
import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { RedirectType, redirect } from 'next/navigation'
import { createLocalReq, getPayload } from 'payload'

import { bookFromForm } from '@/appointments/book-appointment'
import { type BookingFormState, bookingValuesFromForm } from '@/appointments/booking-form-state'
import { BOOKING_PATH, confirmedPath } from '@/appointments/booking-paths'
import { formWorkWithinDeadline } from '@/content/database-deadline'
import { bookingCopy } from '@/copy/booking'

/**
 * The server action behind the booking form (its plain POST without JavaScript, or the page's
 * scripts). Booked: a 303 to the confirmation (POST/redirect/GET). Not booked: the page answers
 * with the returned state; a time just taken also refreshes the page's free times. The previous
 * state comes from the visitor's page and is not read.
 */
export async function bookAppointmentAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const payload = await getPayload({ config })
  // The request's headers carry the client address and user agent for the consent record and the limit.
  const req = await createLocalReq({ req: { headers: new Headers(await headers()) } }, payload)
  const outcome = await formWorkWithinDeadline(() => bookFromForm(req, form))
  if (outcome.kind === 'booked') redirect(confirmedPath(outcome.token), RedirectType.push)
  if (outcome.kind === 'dropped') redirect(BOOKING_PATH, RedirectType.push)
  const { honeypot: _honeypot, key: _key, ...values } = bookingValuesFromForm(form)
  if (outcome.kind === 'invalid') return { status: 'invalid', values, errors: outcome.errors }
  if (outcome.kind === 'taken') {
    refresh()
    return { status: 'taken', values, message: bookingCopy.taken }
  }
  return { status: 'refused', values, message: outcome.message }
}
