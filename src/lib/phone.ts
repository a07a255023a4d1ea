/** `tel:` URL for a displayed phone number such as '(305) 555-0100' (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`
}
