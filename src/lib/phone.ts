/** `tel:` URL for a displayed phone number such as '(305) 555-0100' (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`
}

/**
 * The digits that identify a phone number however it was typed: '(305) 555-0142', '305-555-0142',
 * '+1 305 555 0142' and '3055550142' all give '3055550142' (a US country code 1 is dropped).
 */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** '(305) 555-0142' for a US number; anything else as its digits. */
export function formatUsPhone(phone: string | null | undefined): string {
  const digits = phoneDigits(phone)
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits
}

/** '+13055550142' for a US number (E.164); anything else as its digits with a '+'. */
export function formatE164(phone: string | null | undefined): string {
  const digits = phoneDigits(phone)
  if (!digits) return ''
  return digits.length === 10 ? `+1${digits}` : `+${digits}`
}

/** THE phone format of spreadsheets (the CSV export): change it here to switch to formatE164. */
export const spreadsheetPhone = formatUsPhone
