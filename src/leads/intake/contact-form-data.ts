/**
 * The contact form's fields as a browser without JavaScript sends them (a form POST, decoded to
 * FormData by Next), turned into the same input the JSON endpoint reads: text fields as text,
 * the consent checkbox as a boolean (a ticked box is sent, an unticked one is not), files and
 * unknown fields left out. The schema (contact-schema.ts) then judges the values.
 */
import { HONEYPOT_FIELD } from '../../lib/contact-fields'

/** The names of the form's controls; the browser sends them as the form's field names. */
export const contactFormFieldNames = ['firstName', 'lastName', 'email', 'phone', 'insuranceType', 'message'] as const
export const CONSENT_FIELD = 'consent'

export type ContactFormInput = Record<(typeof contactFormFieldNames)[number], string> & { consent: boolean; [HONEYPOT_FIELD]: string }

/** A text field's value: the first one sent; a file (only hand-made requests send one) counts as empty. */
function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export function contactInputFromForm(form: FormData): ContactFormInput {
  const fields = Object.fromEntries(contactFormFieldNames.map((name) => [name, text(form, name)])) as Record<
    (typeof contactFormFieldNames)[number],
    string
  >
  // A ticked box sends its value ("on"); an unticked one sends nothing.
  return { ...fields, consent: text(form, CONSENT_FIELD) !== '', [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD) }
}
