import { BOOKING_PATH } from '../appointments/booking-paths'
import { bookingCopy } from '../copy/booking'

/** The whole HTML page of an appointment link that does not work (wrong, expired, cancelled): Spanish, nothing of any appointment. */
export function invalidLinkPage(): string {
  const { title, text } = bookingCopy.invalidLink
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title></head>` +
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">' +
    `<main><h1>${title}</h1><p>${text}</p>` +
    `<p><a href="${BOOKING_PATH}">${bookingCopy.manage.newBooking}</a></p></main></body></html>`
  )
}
