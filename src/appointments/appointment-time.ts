/** An appointment's time as visitors read it: in words, on the agency's clock, with the zone named. */
import { spanishZoneName } from '../copy/booking'

const parts = (instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-US', { timeZone, ...options }).format(instant)

/** 'martes, 24 de noviembre' of an agency day 'yyyy-mm-dd'. */
export const spanishDayName = (dayKey: string): string =>
  parts(new Date(`${dayKey}T12:00:00Z`), 'UTC', { weekday: 'long', day: 'numeric', month: 'long' })

/** '9:30 a. m.' on the agency's clock. */
export const spanishClockTime = (instant: Date, timeZone: string): string =>
  parts(instant, timeZone, { hour: 'numeric', minute: '2-digit' })

/** 'martes, 24 de noviembre de 2026, 9:30 a. m. (hora del Este)'. */
export function appointmentWhen(startsAt: string | Date, timeZone: string): string {
  const instant = new Date(startsAt)
  const day = parts(instant, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  return `${day}, ${spanishClockTime(instant, timeZone)} (${spanishZoneName(timeZone)})`
}
