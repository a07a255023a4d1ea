'use client'

import { useActionState } from 'react'
import { useFormStatus } from 'react-dom'

import { BOOKING_KEY_FIELD, type BookingFormAction, type BookingFormValues, idleBookingForm } from '@/appointments/booking-form-state'
import { CheckboxField, controlClasses, errorProps, FieldError, FormField } from '@/components/form/FormField'
import { bookingCopy as copy } from '@/copy/booking'
import { AttributionField } from '@/leads/ui/attribution/AttributionField'
import { HoneypotField } from '@/leads/ui/HoneypotField'
import { contactInputs } from '@/lib/contact-fields'
import { FIRST_NAME_IN_EMAIL_MAX } from '@/lib/person-name'

import { buttonClasses, choiceClasses, fieldsetClasses, legendClasses, radioClasses } from './booking-styles'

export type SlotOption = { value: string; label: string }

type Props = {
  action: BookingFormAction
  /** This page's address: a browser without JavaScript posts the form here and gets the answer page. */
  permalink: string
  /** This page's one-time key (src/appointments/booking-key.ts): the same form sent twice books once. */
  bookingKey: string
  kind: string
  topic: string
  slotLegend: string
  slots: SlotOption[]
}

const fieldOrder = ['startsAt', 'firstName', 'lastName', 'phone', 'email', 'consent'] as const
type Field = (typeof fieldOrder)[number]
const id = (field: string) => `cita-${field}`

function SubmitButton() {
  const { pending } = useFormStatus()
  return (
    <button type="submit" disabled={pending} className={buttonClasses}>
      {pending ? copy.submitting : copy.submit}
    </button>
  )
}

/**
 * Steps 2 and 3 in one plain POST form: the hour (radio buttons), the person and the consent. A
 * server action books (src/appointments/book-appointment.ts); a booking made is a redirect to its
 * confirmation, anything else comes back here: a summary of what to fix first (focused, with links
 * to the fields), then each message by its field, with what was typed.
 */
export function BookingForm({ action, permalink, bookingKey, kind, topic, slotLegend, slots }: Props) {
  const [answer, formAction] = useActionState(action, idleBookingForm, permalink)
  const values: Partial<BookingFormValues> = 'values' in answer ? answer.values : {}
  const fieldErrors = answer.status === 'invalid' ? answer.errors : []
  const error = (field: Field) => fieldErrors.find((entry) => entry.field === field)?.message
  const otherErrors = fieldErrors.filter((entry) => !(fieldOrder as readonly string[]).includes(entry.field))
  const summary = [
    ...(answer.status === 'taken' || answer.status === 'refused'
      ? [{ field: answer.status === 'taken' ? 'startsAt' : '', message: answer.message }]
      : []),
    ...fieldOrder.flatMap((field) => (error(field) ? [{ field, message: error(field) as string }] : [])),
    ...otherErrors,
  ]
  const checkedSlot = answer.status === 'taken' ? undefined : values.startsAt

  const textField = (field: 'firstName' | 'lastName' | 'phone' | 'email', input: Record<string, unknown>, required = true) => (
    <FormField id={id(field)} label={copy.labels[field]} error={error(field)} required={required}>
      <input
        id={id(field)}
        name={field}
        defaultValue={values[field] ?? ''}
        aria-required={required || undefined}
        className={controlClasses}
        {...errorProps(id(field), error(field))}
        {...input}
      />
    </FormField>
  )

  return (
    <form action={formAction} noValidate className="relative grid gap-5">
      {summary.length > 0 && (
        // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own submit; a screen reader reads it first
        <div role="alert" tabIndex={-1} autoFocus className="rounded-md border border-accent-600 bg-accent-50 px-4 py-3 text-accent-700">
          <p className="font-semibold">{copy.errorsTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map(({ field, message }) => (
              <li key={`${field}:${message}`}>
                {field ? (
                  <a href={`#${id(field)}`} className="underline">
                    {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name={BOOKING_KEY_FIELD} value={bookingKey} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="topic" value={topic} />
      <AttributionField />
      <fieldset
        id={id('startsAt')}
        tabIndex={-1}
        className={fieldsetClasses}
        aria-describedby={error('startsAt') ? `${id('startsAt')}-error` : undefined}
      >
        <legend className={legendClasses}>{slotLegend}</legend>
        <FieldError id={id('startsAt')} error={error('startsAt')} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {slots.map((slot) => (
            <label key={slot.value} className={choiceClasses}>
              <input type="radio" name="startsAt" value={slot.value} defaultChecked={slot.value === checkedSlot} className={radioClasses} />
              {slot.label}
            </label>
          ))}
        </div>
      </fieldset>
      <h2 className="text-base font-semibold text-ink-muted">{copy.step3}</h2>
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{copy.detailsLegend}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('firstName', {
            type: 'text',
            autoComplete: 'given-name',
            autoCapitalize: 'words',
            maxLength: FIRST_NAME_IN_EMAIL_MAX,
          })}
          {textField('lastName', contactInputs.lastName)}
          {textField('phone', contactInputs.phone)}
          {textField('email', contactInputs.email, false)}
        </div>
        <p className="text-sm text-ink-muted">{copy.emailHint}</p>
        <CheckboxField
          id={id('consent')}
          name="consent"
          defaultChecked={values.consent ?? false}
          label={copy.labels.consent}
          error={error('consent')}
        />
      </fieldset>
      <HoneypotField id="cita-website" />
      <div>
        <SubmitButton />
      </div>
    </form>
  )
}
