'use client'

import { useActionState, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Icon } from '@/components/icons/Icon'
import { toast } from '@/components/ui/toast-store'
import { contactFormCopy as copy } from '@/copy/contact'
import { type ContactFormAction, type ContactFormState, idleContactForm, type TypedValues } from '@/leads/intake/contact-form-state'
import type { ContactFormValues, ContactSubmission } from '@/leads/intake/contact-schema'
import { firstTouchWhenSending, preloadFirstTouch } from '@/leads/ui/attribution/first-touch-when-sending'
import { contactInputs, contactLimits } from '@/lib/contact-fields'
import { CONTACT_PAGE_PATH } from '@/lib/contact-page-path.mjs'
import { insuranceTypeOptions, insuranceTypeValues } from '@/lib/insurance-types'
import { CheckboxField, controlClasses, errorProps, FormField } from '../../components/form/FormField'
import { FormAnswer } from './FormAnswer'
import { HoneypotField } from './HoneypotField'
import { lazyContactResolver, preloadContactResolver } from './lazy-resolver'
import { createSubmissionKeys } from './submission-key'
import { contactRequestBody, submitContact } from './submit-contact'

const emptyForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  insuranceType: '',
  message: '',
  consent: false,
}

const editableFields = ['firstName', 'lastName', 'email', 'phone', 'insuranceType', 'message', 'consent'] as const
type EditableField = (typeof editableFields)[number]
const isEditableField = (field: string): field is EditableField => (editableFields as readonly string[]).includes(field)

const id = (field: string) => `contacto-${field}`

/** The four required text fields: what each asks of the phone's keyboard and autofill. */
const textInputs = contactInputs
type TextInputField = keyof typeof textInputs

/** What the visitor typed, back in the form (the page without JavaScript); an unknown insurance type is left unselected. */
const typedForm = (values: TypedValues): ContactFormValues => ({
  ...values,
  insuranceType: (insuranceTypeValues as readonly string[]).includes(values.insuranceType)
    ? (values.insuranceType as ContactFormValues['insuranceType'])
    : '',
})
/** The code the form needs once the visitor starts on it: the validation and the campaign reader. */
const preloadFormCode = () => {
  void preloadContactResolver().catch(() => {})
  preloadFirstTouch()
}

/**
 * 'Envíanos un Mensaje': validated with the shared schema, sent to POST /api/contacts. Before
 * its scripts run (or without JavaScript) the browser sends it as a plain POST to /contacto,
 * where `action` (a server action) answers with the page: useActionState's permalink.
 */
type Props = {
  action: ContactFormAction
  /** A campaign page's choice, selected in the blank form; the visitor may change it. */
  preselectedInsuranceType?: ContactFormValues['insuranceType']
  /** The answer shown before any submission: the thank-you page's success (the redirect after a plain POST). */
  initialAnswer?: ContactFormState
  /** The form's title under its section's heading: h3 in a section, h2 where the section is the page. */
  titleLevel?: 2 | 3
}

export function ContactForm({ action, preselectedInsuranceType = '', initialAnswer = idleContactForm, titleLevel = 3 }: Props) {
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  const [answer, formAction] = useActionState(action, initialAnswer, CONTACT_PAGE_PATH)
  const blankForm: ContactFormValues = { ...emptyForm, insuranceType: preselectedInsuranceType }
  const typed = 'values' in answer ? typedForm(answer.values) : blankForm
  const honeypot = useRef<HTMLInputElement>(null)
  const sending = useRef(false)
  const submissionKeys = useRef(createSubmissionKeys())
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver: lazyContactResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: typed,
    shouldFocusError: true,
  })

  const onSubmit = async (values: ContactSubmission) => {
    if (sending.current) return
    sending.current = true
    try {
      const body = contactRequestBody({ ...values, attribution: await firstTouchWhenSending() }, honeypot.current?.value ?? '')
      const result = await submitContact(body, submissionKeys.current.keyFor(body))
      if (result.ok) {
        submissionKeys.current.forget()
        toast({ ...copy.success })
        reset(blankForm)
        return
      }
      toast({ title: copy.failure.title, description: result.serverMessage ?? copy.failure.description, variant: 'destructive' })
      const fieldErrors = result.fieldErrors.filter(({ field }) => isEditableField(field))
      for (const [index, { field, message }] of fieldErrors.entries()) {
        setError(field as EditableField, { type: 'server', message }, { shouldFocus: index === 0 })
      }
    } finally {
      sending.current = false
    }
  }

  // The page's answer to a submission without JavaScript, until the visitor sends again with it.
  const serverErrors = answer.status === 'invalid' && submitCount === 0 ? answer.errors : []
  const serverError = (field: EditableField) => serverErrors.find((entry) => entry.field === field)?.message
  const firstInvalid = editableFields.find((name) => serverError(name))
  const error = (field: EditableField) => errors[field]?.message ?? serverError(field)
  // The typed values are also the controls' HTML defaults: react-hook-form only fills them in with JavaScript.
  const field = (name: EditableField) => ({
    id: id(name),
    ...errorProps(id(name), error(name)),
    ...register(name),
    ...(name === 'consent' ? { defaultChecked: typed.consent } : { defaultValue: typed[name] ?? '' }),
    // Without JavaScript, the browser moves focus to the first field in error: its label and message are read out.
    ...(name === firstInvalid ? { autoFocus: true } : {}),
  })

  const textField = (name: TextInputField) => (
    <FormField id={id(name)} label={copy.labels[name]} error={error(name)}>
      <input {...textInputs[name]} aria-required="true" className={controlClasses} {...field(name)} />
    </FormField>
  )

  return (
    <form
      noValidate
      aria-labelledby="contacto-form-title"
      action={formAction}
      onSubmit={handleSubmit(onSubmit)}
      // Validation code is fetched when the visitor starts on the form, not with the page.
      onFocus={preloadFormCode}
      className="relative grid gap-5 rounded-xl bg-white p-5 shadow-card sm:p-8"
    >
      <Title id="contacto-form-title" className="font-display text-2xl font-bold text-brand-900">
        {copy.title}
      </Title>
      <FormAnswer answer={submitCount === 0 ? answer : idleContactForm} focus={!firstInvalid} />
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('firstName')}
        {textField('lastName')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('email')}
        {textField('phone')}
      </div>
      <FormField id={id('insuranceType')} label={copy.labels.insuranceType} error={error('insuranceType')} required={false}>
        {/* The browser's arrow lay over the text: the control draws its own in its padding; the placeholder fits at 360 px. */}
        <div className="relative">
          <select className={`${controlClasses} appearance-none pr-9`} {...field('insuranceType')}>
            <option value="">{copy.insuranceTypePlaceholder}</option>
            {insuranceTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted" />
        </div>
      </FormField>
      <FormField id={id('message')} label={copy.labels.message} error={error('message')} required={false}>
        <textarea
          rows={4}
          maxLength={contactLimits.message}
          placeholder={copy.messagePlaceholder}
          className={controlClasses}
          {...field('message')}
        />
      </FormField>
      <CheckboxField label={copy.labels.consent} error={error('consent')} {...field('consent')} />
      <HoneypotField id="contacto-website" ref={honeypot} />
      <button
        type="submit"
        disabled={isSubmitting}
        className={
          'inline-flex min-h-12 items-center justify-center rounded-md bg-accent-600 px-6 py-3 ' +
          'text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-700 ' +
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 ' +
          'focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70'
        }
      >
        {isSubmitting ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}
