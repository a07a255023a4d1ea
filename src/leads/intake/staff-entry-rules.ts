import type { EmailFieldValidation, TextFieldSingleValidation } from 'payload'
import { email, text } from 'payload/shared'

import { staffLeadSchema } from './contact-schema'
import { leadEntryOf } from './lead-entry'

type StaffChecked = 'firstName' | 'lastName' | 'phone'

/**
 * The staff-entry rule of one field (staffLeadSchema, which validateContact applies on save), also
 * as the field's own validation: after a refused save the panel rebuilds the form's state on the
 * server at each change and shows what the fields' validations say, so a rule that lived only in
 * the save's check vanished as soon as staff typed elsewhere. Other entries and edits keep Payload's.
 */
function staffRule(field: StaffChecked | 'email') {
  return (value: unknown, options: { operation?: string; req: Parameters<typeof leadEntryOf>[0] }): string | true => {
    if (options.operation !== 'create' || leadEntryOf(options.req) !== 'staff') return true
    const checked = staffLeadSchema.shape[field].safeParse(value)
    return checked.success || (checked.error.issues[0]?.message ?? true)
  }
}

export const staffEntryText = (field: StaffChecked): TextFieldSingleValidation => {
  const rule = staffRule(field)
  return (value, options) => {
    const staff = rule(value, options)
    return staff === true ? text(value, options) : staff
  }
}

const emailRule = staffRule('email')

export const staffEntryEmail: EmailFieldValidation = (value, options) => {
  const staff = emailRule(value, options)
  return staff === true ? email(value, options) : staff
}
