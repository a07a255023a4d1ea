import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'
import type * as z from 'zod/mini'

import {
  bookingLeadSchema,
  contactFieldErrors,
  contactSchema,
  staffLeadSchema,
  toContactData,
  toLeadData,
  voiceLeadSchema,
} from './contact-schema'
import { BOOKING_LEAD_CONTEXT, leadEntryOf } from './lead-entry'
import { BOOKING_LEAD_SOURCE, FORM_LEAD_SOURCE, VISITOR_LEAD_SOURCES, VOICE_LEAD_SOURCE } from './lead-sources'

type Data = Record<string, unknown>

/** The field's Spanish label from the collection (the admin names fields by it in its error message). */
function labelOf(req: PayloadRequest, path: string): string {
  const field = req.payload.collections.contacts?.config.flattenedFields.find((candidate) => candidate.name === path)
  return field && 'label' in field && typeof field.label === 'string' ? field.label : path
}

function refuse(req: PayloadRequest, error: z.core.$ZodError): never {
  const errors = contactFieldErrors(error).map(({ field, message }) => ({ path: field, label: labelOf(req, field), message }))
  throw new ValidationError({ collection: 'contacts', errors }, req.t)
}

/** The checked, trimmed values of a new contact and the source it is stored with. */
function checkedData(req: PayloadRequest, data: Data): Data {
  const entry = leadEntryOf(req)
  if (entry === 'staff') {
    const parsed = staffLeadSchema.safeParse(data)
    if (!parsed.success) refuse(req, parsed.error)
    return { ...toLeadData(parsed.data), source: parsed.data.source }
  }
  if (entry === 'voice') {
    const parsed = voiceLeadSchema.safeParse(data)
    if (!parsed.success) refuse(req, parsed.error)
    return { ...toLeadData(parsed.data), source: VOICE_LEAD_SOURCE }
  }
  if (req.context?.[BOOKING_LEAD_CONTEXT] === true) {
    const booking = bookingLeadSchema.safeParse(data)
    if (!booking.success) refuse(req, booking.error)
    return {
      ...toContactData({ ...booking.data, email: booking.data.email || '' }),
      email: booking.data.email || null,
      consent: true,
      source: BOOKING_LEAD_SOURCE,
    }
  }
  const parsed = contactSchema.safeParse(data)
  if (!parsed.success) refuse(req, parsed.error)
  // A visitor's source is the form's own; the voice or staff sources need their own entry.
  const source = VISITOR_LEAD_SOURCES.some((value) => value === data.source) ? data.source : FORM_LEAD_SOURCE
  return { ...toContactData(parsed.data), consent: parsed.data.consent, source }
}

/**
 * The one validation of a new contact, whatever its entry point (the visitors' endpoint, REST,
 * Local API): visitors against the same zod schema as the browser form, consent included; staff
 * and voice leads against their own (lead-entry.ts). The stored values are the trimmed ones. It
 * runs before Payload's own field handling, which would already have turned a consent of "true"
 * (text) into `true`. Fields outside the submission (status, notes…) pass through unchanged.
 */
export const validateContact: CollectionBeforeOperationHook<'contacts'> = ({ args, operation, req }) => {
  if (operation !== 'create' || !('data' in args)) return args
  const data = (args.data ?? {}) as Data
  return { ...args, data: { ...data, ...checkedData(req, data) } }
}
