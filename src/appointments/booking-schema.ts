/**
 * What a valid booking is: the contact form's own rules for the person (contact-schema.ts: the
 * same messages, the same consent), the e-mail optional; the kind, topic and time are checked
 * against what the agency offers now (book-appointment.ts).
 */
import * as z from 'zod/mini'
import { bookingLeadSchema } from '@/leads/public'
import { bookingCopy } from '../copy/booking'
import { insuranceTypeValues } from '../lib/insurance-types'
import { appointmentKindOptions } from './appointment-options'

const kinds = appointmentKindOptions.map((option) => option.value) as ['llamada', 'oficina', 'video']

export const bookingSchema = z.object({
  kind: z.enum(kinds, { error: bookingCopy.chooseKind }),
  topic: z.enum(insuranceTypeValues, { error: bookingCopy.chooseTopic }),
  startsAt: z.iso.datetime({ error: bookingCopy.chooseSlot }),
  firstName: bookingLeadSchema.shape.firstName,
  lastName: bookingLeadSchema.shape.lastName,
  phone: bookingLeadSchema.shape.phone,
  email: bookingLeadSchema.shape.email,
  consent: bookingLeadSchema.shape.consent,
})

export type BookingSubmission = z.output<typeof bookingSchema>

/** The form's fields, in the order the page shows their messages. */
export const bookingFormFields = ['kind', 'topic', 'startsAt', 'firstName', 'lastName', 'phone', 'email', 'consent'] as const
export type BookingFormField = (typeof bookingFormFields)[number]
