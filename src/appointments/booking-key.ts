import { randomBytes } from 'node:crypto'

import { BOOKING_KEY_FIELD } from './booking-form-state'

export { BOOKING_KEY_FIELD }

/**
 * The booking form's one-time key: drawn for each rendering of /citas (the page is rendered per
 * request) and sent back in a hidden field, so it works without JavaScript. A form sent twice
 * from the same page (a double tap, a reload of the answer) carries the same key and gets the
 * same confirmation; a stranger who sends the same name, phone and time has no way to that key,
 * so never gets anyone's confirmation (book-appointment.ts).
 */
/** 32 random bytes, base64url: 43 characters. */
export const newBookingKey = (): string => randomBytes(32).toString('base64url')

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The key a form carried, or null when it carried none (or something that is not one of ours). */
export function bookingKeyOf(value: string): string | null {
  return KEY_PATTERN.test(value) ? value : null
}
