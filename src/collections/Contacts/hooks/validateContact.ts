import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { contactFieldErrors, contactSchema, toContactData } from '../../../lib/contact-schema'

/**
 * Every new contact, whatever the entry point (REST, Local API), passes the same zod schema
 * as the browser form, consent included; the stored values are the trimmed ones.
 */
export const validateContact: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const parsed = contactSchema.safeParse(data ?? {})
  if (!parsed.success) {
    throw new ValidationError(
      {
        collection: 'contacts',
        errors: contactFieldErrors(parsed.error).map(({ field, message }) => ({ path: field, message })),
      },
      req.t,
    )
  }
  const { consent: _consent, ...rest } = data ?? {}
  return { ...rest, ...toContactData(parsed.data) }
}
