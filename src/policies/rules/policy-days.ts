/**
 * Policy dates are calendar days (the admin's day-only picker stores them at about 12:00 UTC):
 * they are compared by the day they name, read in UTC, never by instant, so none slips a day.
 */
export function storedDayKey(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

/** A day key ('yyyy-mm-dd') stored as a day-only date: 12:00 UTC, like the admin's picker. */
export const dayOnlyValue = (dayKey: string): string => `${dayKey}T12:00:00.000Z`
