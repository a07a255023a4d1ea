import type { ContactFormInput } from './contact-form-data'
import type { FieldError } from './contact-schema'

/** What the visitor typed, as the page without JavaScript shows it again. */
export type TypedValues = Omit<ContactFormInput, 'website'>

/**
 * The contact form's answer without JavaScript (a plain POST to /contacto, answered with a
 * page): nothing yet, sent, the field messages, or a refusal (limit, database down) in words.
 */
export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; values: TypedValues; errors: FieldError[] }
  | { status: 'refused'; values: TypedValues; message: string }

/** The server action behind the form's plain POST (useActionState: previous state, the form's fields). */
export type ContactFormAction = (previous: ContactFormState, form: FormData) => Promise<ContactFormState>

export const idleContactForm: ContactFormState = { status: 'idle' }
