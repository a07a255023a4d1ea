import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

/** Label, control and the error message tied to it (aria-describedby). */
export function FormField({
  id,
  label,
  error,
  children,
  required = true,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
  required?: boolean
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent-600">
            *
          </span>
        )}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}

export const controlClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-ink ' +
  'shadow-sm placeholder:text-ink-muted/70 focus:border-brand-500 focus:outline-none ' +
  'focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-accent-600'

/** aria attributes for a control with an optional error. */
export function errorProps(id: string, error?: string) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined } as const
}

/** A control's error message, where its aria-describedby (errorProps) points. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-accent-700">
      {error}
    </p>
  )
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string
  label: ReactNode
  error?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * A required checkbox with its label beside it (the forms' consent) and its error message; the
 * other props go to the input (a value, or a form library's registration).
 */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required="true"
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
          {...errorProps(id, error)}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
