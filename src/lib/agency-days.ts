/**
 * The agency's calendar: days named and bounded in its time-zone setting (`timeZone`, an IANA
 * name such as 'America/New_York'), never in the server's or UTC's. Pure: callers pass the zone
 * (server code reads it through src/content/agency-clock.ts).
 */

/** 'yyyy-mm-dd' of the calendar day holding `instant` in `timeZone`. */
export const agencyDayKey = (instant: Date, timeZone: string): string => dayKeyFormat(timeZone).format(instant)

// Building a time-zone-aware format is the costly part (tens of milliseconds the first time in a
// browser): one of each per zone, reused.
const formats = new Map<string, Intl.DateTimeFormat>()
function reusedFormat(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key)
  if (!format) {
    format = build()
    formats.set(key, format)
  }
  return format
}
const dayKeyFormat = (timeZone: string) =>
  reusedFormat(`day ${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }))
const offsetFormat = (timeZone: string) =>
  reusedFormat(`offset ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }))

/** Minutes `timeZone` is ahead of UTC at `instant` (Eastern: -300 or -240). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = offsetFormat(timeZone).formatToParts(instant)
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The first instant of the day named 'yyyy-mm-dd' in `timeZone`. */
export function agencyDayStart(dayKey: string, timeZone: string): Date {
  const utcMidnight = new Date(`${dayKey}T00:00:00Z`)
  const guess = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * 60_000)
  // Across a daylight-saving change the offset at the guess itself is the right one.
  return new Date(utcMidnight.getTime() - offsetMinutes(guess, timeZone) * 60_000)
}

/** The day `days` after (or before, if negative) the one named 'yyyy-mm-dd'. */
export const shiftDay = (dayKey: string, days: number): string => {
  const date = new Date(`${dayKey}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The first instant of the agency day after the one holding `now`: follow-ups before it are due today. */
export const endOfAgencyDay = (now: Date, timeZone: string): Date => agencyDayStart(shiftDay(agencyDayKey(now, timeZone), 1), timeZone)

/** The last `count` agency days, oldest first, ending with today's. */
export function lastAgencyDays(now: Date, count: number, timeZone: string): string[] {
  const today = agencyDayKey(now, timeZone)
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1))
}

/** How many instants fall on each of `days` (agency days); instants on other days are not counted. */
export function countPerAgencyDay(days: string[], instants: (string | Date)[], timeZone: string): number[] {
  const counts = new Map(days.map((day) => [day, 0]))
  for (const instant of instants) {
    const day = agencyDayKey(new Date(instant), timeZone)
    const count = counts.get(day)
    if (count !== undefined) counts.set(day, count + 1)
  }
  return days.map((day) => counts.get(day) ?? 0)
}

/** The instant the agency's clock reads `time` ('HH:MM') on the day named 'yyyy-mm-dd' (right across a daylight-saving change). */
export function agencyWallClock(dayKey: string, time: string, timeZone: string): Date {
  const asUtc = new Date(`${dayKey}T${time}:00Z`)
  const guess = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000)
  return new Date(asUtc.getTime() - offsetMinutes(guess, timeZone) * 60_000)
}

/** 0 for Monday … 6 for Sunday, of the day named 'yyyy-mm-dd'. */
export const weekdayIndex = (dayKey: string): number => (new Date(`${dayKey}T12:00:00Z`).getUTCDay() + 6) % 7
