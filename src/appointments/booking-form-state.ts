import type { FieldError } from '@/leads/public'
import { HONEYPOT_FIELD } from '../lib/contact-fields'

/** What the visitor typed and chose, as the page shows it again after a refusal. */
export type BookingFormValues = {
  kind: string
  topic: string
  startsAt: string
  firstName: string
  lastName: string
  phone: string
  email: string
  consent: boolean
}

/**
 * The booking form's answer when the booking was not made (a booking made is a redirect to its
 * confirmation): the field messages, the time just taken by someone else (the page shows the
 * free times again), or a refusal in words.
 */
export type BookingFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: BookingFormValues; errors: FieldError[] }
  | { status: 'taken'; values: BookingFormValues; message: string }
  | { status: 'refused'; values: BookingFormValues; message: string }

/** The hidden field of the page's one-time key (booking-key.ts draws it on the server). */
export const BOOKING_KEY_FIELD = 'clave'

export type BookingFormAction = (previous: BookingFormState, form: FormData) => Promise<BookingFormState>

export const idleBookingForm: BookingFormState = { status: 'idle' }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The form's fields as sent by a plain POST (FormData): text as text, the ticked box as true; the
 * honeypot and the page's one-time key (booking-key.ts) beside them, never shown again.
 */
export function bookingValuesFromForm(form: FormData): BookingFormValues & { honeypot: string; key: string } {
  return {
    kind: text(form, 'kind'),
    topic: text(form, 'topic'),
    startsAt: text(form, 'startsAt'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    consent: form.has('consent'),
    honeypot: text(form, HONEYPOT_FIELD),
    key: text(form, BOOKING_KEY_FIELD),
  }
}
