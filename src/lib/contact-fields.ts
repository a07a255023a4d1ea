import type { InputHTMLAttributes } from 'react'

/**
 * Plain facts about the contact form's fields, shared by the browser form (without zod) and
 * the server: the server-side bounds and the name of the honeypot field.
 */
export const contactLimits = { name: 80, email: 254, phone: 30, phoneDigits: 10, message: 5000 } as const

/** Name of the hidden field people never see; bots that fill every input fill it too. */
export const HONEYPOT_FIELD = 'website'

/** The browser's hints for the contact fields both visitor forms ask: autofill, keyboard, length. */
export const contactInputs = {
  firstName: { type: 'text', autoComplete: 'given-name', autoCapitalize: 'words', maxLength: contactLimits.name },
  lastName: { type: 'text', autoComplete: 'family-name', autoCapitalize: 'words', maxLength: contactLimits.name },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    spellCheck: false,
    maxLength: contactLimits.email,
  },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: contactLimits.phone },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>
