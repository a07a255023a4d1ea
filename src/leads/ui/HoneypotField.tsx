import type { Ref } from 'react'

import { contactFormCopy } from '@/copy/contact'
import { HONEYPOT_FIELD } from '@/lib/contact-fields'

/** The visitor forms' trap for bots: off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField({ id, ref }: { id: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{contactFormCopy.honeypotLabel}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
