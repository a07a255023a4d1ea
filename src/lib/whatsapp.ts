/**
 * WhatsApp click-to-chat links (https://wa.me/<number>?text=<message>). WhatsApp wants the
 * number in international form as digits only: country code and number, no '+', no leading
 * 00/011, no spaces, dashes or brackets. A 10-digit number is taken as a US one (+1), like
 * the agency's phone.
 */
const MIN_DIGITS = 8
/** E.164's maximum. */
const MAX_DIGITS = 15

/** The digits wa.me wants for a number as staff type it, or null when it cannot be one. */
export function whatsAppDigits(number: string): string | null {
  const trimmed = number.trim()
  if (!trimmed || /[^\d\s()+.-]/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('011')) digits = digits.slice(3)
    else if (digits.startsWith('00')) digits = digits.slice(2)
    else if (digits.length === 10) digits = `1${digits}`
  }
  if (digits.startsWith('0') || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null
  return digits
}

/** The click-to-chat URL with a prefilled message, or null without a usable number. */
export function whatsAppHref(number: string, message: string): string | null {
  const digits = whatsAppDigits(number)
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null
}
