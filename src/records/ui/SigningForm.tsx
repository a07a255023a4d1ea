'use client'

import { useActionState } from 'react'

import { controlClasses, errorProps, FormField } from '@/components/form/FormField'
import { signingCopy } from '@/copy/records'
import { idleSigningForm, type SigningFormState } from '@/records/signing-form-state'

const submitClasses =
  'min-h-12 rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 ' +
  'focus:outline-none focus:ring-4 focus:ring-brand-500/40 disabled:opacity-60'

type Product = { value: string; label: string; description: string }

type Props = {
  action: (previous: SigningFormState, form: FormData) => Promise<SigningFormState>
  /** The link's token, sent back with the form. */
  token: string
  /** The link's own page: where the form posts without JavaScript. */
  permalink: string
  date: string
  products: Product[] | null
  submitLabel: string
  /** Rescinding asks for the name only. */
  withRepresentative?: boolean
}

/**
 * The typed-name signature: products (SOA), name, optional representative, the date. A plain
 * form that the server answers (useActionState with a permalink), so it works without JavaScript.
 */
export function SigningForm({ action, token, permalink, date, products, submitLabel, withRepresentative = true }: Props) {
  const [state, formAction, pending] = useActionState(action, idleSigningForm, permalink)
  const values = state.status === 'idle' ? null : state.values
  const errors = state.status === 'invalid' ? state.errors : {}
  const messages = Object.values(errors).filter(Boolean)
  return (
    <form action={formAction} method="post" className="grid gap-5 rounded-xl bg-white p-5 shadow-card sm:p-8" noValidate>
      <input type="hidden" name="token" value={token} />
      {messages.length > 0 && (
        <div role="alert" className="rounded-md border border-accent-600 bg-accent-50 p-4 text-ink">
          <p className="font-semibold">{signingCopy.errorsTitle}</p>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="font-medium text-accent-700">
          {signingCopy.failed}
        </p>
      )}
      {products && (
        <fieldset className="grid gap-3" aria-describedby={errors.products ? 'products-error' : undefined}>
          <legend className="mb-2 text-base font-semibold text-ink">{signingCopy.productsLegend}</legend>
          {products.map((product) => (
            <div key={product.value} className="flex items-start gap-3">
              <input
                id={`product-${product.value}`}
                type="checkbox"
                name="products"
                value={product.value}
                defaultChecked={values?.products.includes(product.value)}
                className="mt-1 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <label htmlFor={`product-${product.value}`} className="text-base text-ink">
                <span className="font-semibold">{product.label}</span>
                <span className="block text-sm text-ink-muted">{product.description}</span>
              </label>
            </div>
          ))}
          {errors.products && (
            <p id="products-error" className="text-sm font-medium text-accent-700">
              {errors.products}
            </p>
          )}
        </fieldset>
      )}
      <FormField id="signerName" label={signingCopy.signerLabel} error={errors.signerName}>
        <input
          id="signerName"
          name="signerName"
          type="text"
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={values?.signerName}
          className={controlClasses}
          {...errorProps('signerName', errors.signerName)}
        />
      </FormField>
      <p className="-mt-3 text-sm text-ink-muted">{signingCopy.signerHint}</p>
      {withRepresentative && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold text-ink">{signingCopy.representativeLegend}</legend>
          <FormField id="representativeName" label={signingCopy.representativeLabel} error={errors.representativeName} required={false}>
            <input
              id="representativeName"
              name="representativeName"
              type="text"
              maxLength={200}
              defaultValue={values?.representativeName}
              className={controlClasses}
              {...errorProps('representativeName', errors.representativeName)}
            />
          </FormField>
          <FormField
            id="representativeRelationship"
            label={signingCopy.relationshipLabel}
            error={errors.representativeRelationship}
            required={false}
          >
            <input
              id="representativeRelationship"
              name="representativeRelationship"
              type="text"
              maxLength={120}
              defaultValue={values?.representativeRelationship}
              className={controlClasses}
              {...errorProps('representativeRelationship', errors.representativeRelationship)}
            />
          </FormField>
        </fieldset>
      )}
      <p className="text-base text-ink">
        <span className="font-semibold">{signingCopy.dateLabel}:</span> {date}
      </p>
      <button type="submit" disabled={pending} className={submitClasses}>
        {submitLabel}
      </button>
    </form>
  )
}
