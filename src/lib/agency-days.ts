/** The agency's calendar runs on Eastern time (its offices are in FL, GA, SC and most of TX answers the same hours). */
export const AGENCY_TIME_ZONE = 'America/New_York'

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** 'yyyy-mm-dd' of the agency's calendar day holding `instant`. */
export const agencyDayKey = (instant: Date): string => dayKeyFormat.format(instant)

/** Minutes Eastern time is ahead of UTC at `instant` (negative: -300 or -240). */
function easternOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'longOffset' }).formatToParts(instant)
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The first instant of the agency day named 'yyyy-mm-dd'. */
export function agencyDayStart(dayKey: string): Date {
  const utcMidnight = new Date(`${dayKey}T00:00:00Z`)
  const guess = new Date(utcMidnight.getTime() - easternOffsetMinutes(utcMidnight) * 60_000)
  // Across a daylight-saving change the offset at the guess itself is the right one.
  return new Date(utcMidnight.getTime() - easternOffsetMinutes(guess) * 60_000)
}

const shiftDay = (dayKey: string, days: number): string => {
  const date = new Date(`${dayKey}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The first instant of the agency day after the one holding `now`: follow-ups before it are due today. */
export const endOfAgencyDay = (now: Date): Date => agencyDayStart(shiftDay(agencyDayKey(now), 1))

/** The last `count` agency days, oldest first, ending with today's. */
export function lastAgencyDays(now: Date, count: number): string[] {
  const today = agencyDayKey(now)
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1))
}

/** How many instants fall on each of `days` (agency days); instants on other days are not counted. */
export function countPerAgencyDay(days: string[], instants: (string | Date)[]): number[] {
  const counts = new Map(days.map((day) => [day, 0]))
  for (const instant of instants) {
    const day = agencyDayKey(new Date(instant))
    const count = counts.get(day)
    if (count !== undefined) counts.set(day, count + 1)
  }
  return days.map((day) => counts.get(day) ?? 0)
}
