import { agencyDayKey } from './agency-days'

/** Today's calendar day in the agency's time zone, at 12:00 UTC like the admin's day-only date picker. */
export function todayAsDayOnly(now: Date, timeZone: string): string {
  return `${agencyDayKey(now, timeZone)}T12:00:00.000Z`
}

const sameInstant = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && new Date(a).getTime() === new Date(b).getTime()

/**
 * The 'última actualización' date to store when a legal document is saved: the date staff
 * picked if they changed it in this save, otherwise today in the agency's time zone.
 */
export function nextLastUpdated(submitted: unknown, previous: unknown, now: Date, timeZone: string): string {
  if (typeof submitted === 'string' && submitted && !sameInstant(submitted, previous)) return submitted
  return todayAsDayOnly(now, timeZone)
}
