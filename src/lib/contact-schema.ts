/**
 * THE definition of a valid contact submission, shared by the browser form (zodResolver)
 * and the server (endpoint and collection hooks). SPEC §5 gives the visitor messages; the
 * server-side bounds (lengths, phone digits, known insurance types) only add messages for
 * input the form itself cannot produce.
 */
// zod/mini: the same validation engine, tree-shakable, so the form adds little to the page's JS.
import * as z from 'zod/mini'

import { contactLimits } from './contact-limits'
import { insuranceTypeValues } from './insurance-types'

export const contactMessages = {
  firstName: 'Nombre es requerido',
  lastName: 'Apellido es requerido',
  email: 'Email inválido',
  phone: 'Teléfono debe tener al menos 10 dígitos',
  consent: 'Debes aceptar recibir comunicaciones',
  firstNameTooLong: 'Nombre demasiado largo (máximo 80 caracteres)',
  lastNameTooLong: 'Apellido demasiado largo (máximo 80 caracteres)',
  phoneInvalid: 'Teléfono inválido',
  insuranceType: 'Tipo de seguro inválido',
  message: 'Mensaje inválido',
  messageTooLong: 'Mensaje demasiado largo (máximo 5000 caracteres)',
  controlCharacters: 'Contiene caracteres no válidos',
} as const

export { contactLimits }

// Control characters never belong in a one-line field; the message may keep line breaks and tabs.
const lineControl = /[\u0000-\u001f\u007f]/
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const phoneCharacters = /^[0-9+().\-\s]*$/

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(2, required),
    z.maxLength(contactLimits.name, tooLong),
    z.refine((value) => !lineControl.test(value), contactMessages.controlCharacters),
  )

export const contactSchema = z.object({
  firstName: name(contactMessages.firstName, contactMessages.firstNameTooLong),
  lastName: name(contactMessages.lastName, contactMessages.lastNameTooLong),
  email: z.pipe(
    z.string({ error: contactMessages.email }).check(z.trim(), z.maxLength(contactLimits.email, contactMessages.email)),
    z.email(contactMessages.email),
  ),
  phone: z.string({ error: contactMessages.phone }).check(
    z.trim(),
    z.refine((value) => value.replace(/\D/g, '').length >= contactLimits.phoneDigits, contactMessages.phone),
    z.refine((value) => value.length <= contactLimits.phone && phoneCharacters.test(value), contactMessages.phoneInvalid),
  ),
  insuranceType: z.nullish(z.union([z.enum(insuranceTypeValues), z.literal('')], { error: contactMessages.insuranceType })),
  message: z.nullish(
    z.string({ error: contactMessages.message }).check(
      z.trim(),
      z.maxLength(contactLimits.message, contactMessages.messageTooLong),
      z.refine((value) => !textControl.test(value), contactMessages.controlCharacters),
    ),
  ),
  consent: z.boolean({ error: contactMessages.consent }).check(z.refine((value) => value === true, contactMessages.consent)),
})

/** What the form holds (consent may be unchecked). */
export type ContactFormValues = z.input<typeof contactSchema>
/** What a valid submission looks like after trimming. */
export type ContactSubmission = z.output<typeof contactSchema>

export type FieldError = { field: string; message: string }

/** The first message of each invalid field, in field order. */
export function contactFieldErrors(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    if (seen.has(field)) continue
    seen.add(field)
    errors.push({ field, message: issue.message })
  }
  return errors
}

/** The values stored for a valid submission: optional fields absent when empty, consent not a column. */
export function toContactData(submission: ContactSubmission) {
  return {
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    insuranceType: submission.insuranceType || null,
    message: submission.message || null,
  }
}
