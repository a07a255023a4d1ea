import { randomInt } from 'node:crypto'

/** Ten digits of a Miami number no other test uses (786 and seven random digits). */
export const freshPhoneDigits = () => `786${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/** Ten digits written 786-555-0142. */
export const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`

/** Ten digits written (786) 555-0142. */
export const parenthesised = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
