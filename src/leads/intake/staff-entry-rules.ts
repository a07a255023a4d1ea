import type { EmailFieldValidation, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { email, text } from 'payload/shared'

import { staffLeadSchema } from './contact-schema'
import { leadEntryOf } from './lead-entry'

type RuleOptions = { operation?: string; req: PayloadRequest }

/**
 * The staff-entry rule of one field (staffLeadSchema, which validateContact applies on save), also
 * as the field's own validation: after a refused save the panel rebuilds the form's state on the
 * server at each change and shows what the fields' validations say, so a rule that lived only in
 * the save's check vanished as soon as staff typed elsewhere. Other entries and edits keep
 * Payload's own check of the field (`payloadCheck`).
 */
function staffRuleFirst<Value, Options extends RuleOptions>(
  field: 'firstName' | 'lastName' | 'phone' | 'email',
  payloadCheck: (value: Value, options: Options) => string | true | Promise<string | true>,
) {
  return (value: Value, options: Options): string | true | Promise<string | true> => {
    if (options.operation !== 'create' || leadEntryOf(options.req) !== 'staff') return payloadCheck(value, options)
    const checked = staffLeadSchema.shape[field].safeParse(value)
    return checked.success ? payloadCheck(value, options) : (checked.error.issues[0]?.message ?? true)
  }
}

export const staffEntryText = (field: 'firstName' | 'lastName' | 'phone'): TextFieldSingleValidation => staffRuleFirst(field, text)

export const staffEntryEmail: EmailFieldValidation = staffRuleFirst('email', email)
