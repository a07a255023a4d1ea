/**
 * THE definition of a valid contact submission, shared by the browser form (zodResolver)
 * and the server (endpoint and collection hooks). SPEC §5 gives the visitor messages; the
 * server-side bounds (lengths, phone digits, known insurance types) only add messages for
 * input the form itself cannot produce. The messages live in src/copy/contact.ts.
 */
// zod/mini: the same validation engine, tree-shakable, so the form adds little to the page's JS.
import * as z from 'zod/mini'

import { contactMessages } from '../../copy/contact-validation'
import { leadIntakeMessages } from '../../copy/lead-intake'
import { contactLimits } from '../../lib/contact-fields'
import { insuranceTypeValues } from '../../lib/insurance-types'
import { FIRST_NAME_IN_EMAIL_MAX, isPlainFirstName, nameControl } from '../../lib/person-name'
import { attributionSchema, sitePath } from './attribution'
import { STAFF_LEAD_SOURCES } from './lead-sources'

// Control characters never belong in a name (person-name.ts); the message may keep line breaks and tabs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these patterns exist to find control characters
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const phoneCharacters = /^[0-9+().\-\s]*$/

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(2, required),
    z.maxLength(contactLimits.name, tooLong),
    z.refine((value) => !nameControl.test(value), contactMessages.controlCharacters),
  )

/** A name that may be left empty; when given, the same rules as a required one. */
const optionalName = (tooShort: string, tooLong: string) =>
  z.nullish(
    z.string({ error: tooShort }).check(
      z.trim(),
      z.refine((value) => value === '' || value.length >= 2, tooShort),
      z.maxLength(contactLimits.name, tooLong),
      z.refine((value) => !nameControl.test(value), contactMessages.controlCharacters),
    ),
  )

const email = z.pipe(
  z.string({ error: contactMessages.email }).check(z.trim(), z.maxLength(contactLimits.email, contactMessages.email)),
  z.email(contactMessages.email),
)
const phone = (tooShort: string) =>
  z.string({ error: tooShort }).check(
    z.trim(),
    z.refine((value) => value.replace(/\D/g, '').length >= contactLimits.phoneDigits, tooShort),
    z.refine((value) => value.length <= contactLimits.phone && phoneCharacters.test(value), contactMessages.phoneInvalid),
  )
const insuranceType = z.nullish(z.union([z.enum(insuranceTypeValues), z.literal('')], { error: contactMessages.insuranceType }))
const message = z.nullish(
  z.string({ error: contactMessages.message }).check(
    z.trim(),
    z.maxLength(contactLimits.message, contactMessages.messageTooLong),
    z.refine((value) => !textControl.test(value), contactMessages.controlCharacters),
  ),
)

export const contactSchema = z.object({
  firstName: name(contactMessages.firstName, contactMessages.firstNameTooLong),
  lastName: name(contactMessages.lastName, contactMessages.lastNameTooLong),
  email,
  phone: phone(contactMessages.phone),
  insuranceType,
  message,
  consent: z.boolean({ error: contactMessages.consent }).check(z.refine((value) => value === true, contactMessages.consent)),
  // First-touch campaign parameters the browser kept for the session (src/leads/intake/attribution.ts).
  attribution: z.nullish(attributionSchema),
  // The site's page the form was sent from: set by the server from the request (page-sent-from.ts).
  sentFromPath: z.nullish(sitePath),
})

/**
 * A visitor booking an appointment on the site (src/appointments/): the form's rules and consent,
 * but the e-mail is optional (the agency calls back on the phone); the topic is the insurance type.
 * The first name goes into the confirmation e-mail to the address typed, so it must be a name
 * (person-name.ts).
 */
export const bookingLeadSchema = z.object({
  ...contactSchema.shape,
  firstName: z.string({ error: contactMessages.firstName }).check(
    z.trim(),
    z.minLength(2, contactMessages.firstName),
    z.refine((value) => !nameControl.test(value), contactMessages.controlCharacters),
    z.maxLength(FIRST_NAME_IN_EMAIL_MAX, contactMessages.bookingFirstNameTooLong),
    z.refine(isPlainFirstName, contactMessages.nameCharacters),
  ),
  email: z.nullish(z.union([email, z.literal('')])),
})

/**
 * A lead staff enter in the admin after a phone call or a visit: no consent box (staff record what
 * the person said, per channel), the last name and the e-mail are optional, but there must be a
 * phone number to call back.
 */
export const staffLeadSchema = z.object({
  firstName: name(contactMessages.firstName, contactMessages.firstNameTooLong),
  // A caller may give only a first name: the last name is optional, checked like the form's when given.
  lastName: optionalName(leadIntakeMessages.staffLastNameTooShort, contactMessages.lastNameTooLong),
  email: z.nullish(z.union([email, z.literal('')])),
  phone: phone(leadIntakeMessages.staffContactWay),
  insuranceType,
  message,
  source: z.enum(STAFF_LEAD_SOURCES, { error: leadIntakeMessages.staffSource }),
})

/** A lead from a voice call: whatever the caller said, bounded; a web call may leave no number at all. */
export const voiceLeadSchema = z.object({
  firstName: z.string({ error: leadIntakeMessages.voiceName }).check(
    z.trim(),
    z.minLength(1, leadIntakeMessages.voiceName),
    z.maxLength(contactLimits.name, contactMessages.firstNameTooLong),
    z.refine((value) => !nameControl.test(value), contactMessages.controlCharacters),
  ),
  lastName: z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(contactLimits.name, contactMessages.lastNameTooLong),
      z.refine((value) => !nameControl.test(value), contactMessages.controlCharacters),
    ),
  ),
  email: z.nullish(z.union([email, z.literal('')])),
  phone: z.nullish(z.union([phone(contactMessages.phone), z.literal('')])),
  insuranceType,
  message,
})

/** The fields a submission consists of; anything else in a request body is ignored. */
export const contactInputFields = Object.keys(contactSchema.shape) as (keyof typeof contactSchema.shape)[]

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

/** The values stored for a valid submission: optional fields null when empty; consent is recorded, not stored as a flag. */
export function toContactData(submission: ContactSubmission) {
  return {
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    insuranceType: submission.insuranceType || null,
    message: submission.message || null,
    ...(submission.attribution ? { attribution: submission.attribution } : {}),
    ...(submission.sentFromPath ? { sentFromPath: submission.sentFromPath } : {}),
  }
}

/** The values stored for a lead staff entered or a voice call produced: optional fields null when empty. */
export function toLeadData(lead: z.output<typeof staffLeadSchema> | z.output<typeof voiceLeadSchema>) {
  return {
    firstName: lead.firstName,
    lastName: lead.lastName || null,
    email: lead.email || null,
    phone: lead.phone || null,
    insuranceType: lead.insuranceType || null,
    message: lead.message || null,
  }
}
