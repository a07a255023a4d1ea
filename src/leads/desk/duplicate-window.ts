/** A new lead with the phone or e-mail of a lead from this many days back is marked as its duplicate. */
export const DUPLICATE_WINDOW_DAYS = 90

const DAY_MS = 24 * 60 * 60 * 1000

/** The oldest creation time a lead may have to count as the original of a lead arriving at `now`. */
export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS)
}

/** An e-mail address as compared (stored in the lead's `emailKey`): without case or surrounding spaces. */
export const emailKey = (email: string | null | undefined): string => (email ?? '').trim().toLowerCase()
