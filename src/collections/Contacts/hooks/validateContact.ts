import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { contactFieldErrors, contactSchema, toContactData } from '../../../lib/contact-schema'

/**
 * The one validation of a new contact, whatever its entry point (the visitors' endpoint, REST,
 * Local API): the same zod schema as the browser form, consent included; the stored values are
 * the trimmed ones. It runs before Payload's own field handling, which would already have
 * turned a consent of "true" (text) into `true`.
 */
export const validateContact: CollectionBeforeOperationHook<'contacts'> = ({ args, operation, req }) => {
  if (operation !== 'create' || !('data' in args)) return args
  const parsed = contactSchema.safeParse(args.data ?? {})
  if (!parsed.success) {
    throw new ValidationError(
      {
        collection: 'contacts',
        errors: contactFieldErrors(parsed.error).map(({ field, message }) => ({ path: field, message })),
      },
      req.t,
    )
  }
  return { ...args, data: { ...args.data, ...toContactData(parsed.data), consent: parsed.data.consent } }
}
