/**
 * The one Spanish time format of the site: pages, e-mails, .ics, admin and CSV. Instants are read on
 * the agency's clock (`timeZone`, an IANA name); the zone is named one way, «hora del Este», in
 * winter and summer alike. The clock is written «9:30 a. m.» whatever the runtime's ICU prefers, so
 * the server's HTML and the browser's agree.
 */
import { spanishZoneName } from '../copy/time-zones'

export { spanishZoneName }

export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

const SPANISH_WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const

type Instant = string | Date

const toDate = (value: Instant): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

// Building a time-zone-aware format is the costly part: one per zone, reused.
const formats = new Map<string, Intl.DateTimeFormat>()
const wallClockFormat = (timeZone: string) => {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** The agency's wall clock at an instant: year, month (1–12), day, weekday (0 Sunday), hour (0–23), minute. */
type WallClock = { year: number; month: number; day: number; weekday: number; hour: number; minute: number }

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  }
}

/** The calendar of a day named 'yyyy-mm-dd' (no zone: the name is the day). */
function dayClock(dayKey: string): WallClock {
  const date = new Date(`${dayKey}T12:00:00Z`)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hour: 12,
    minute: 0,
  }
}

const clockText = ({ hour, minute }: WallClock) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a. m.' : 'p. m.'}`
const dateText = ({ day, month, year }: WallClock) => `${day} de ${SPANISH_MONTHS[month - 1]} de ${year}`
const weekdayDateText = (clock: WallClock) => `${SPANISH_WEEKDAYS[clock.weekday]}, ${dateText(clock)}`

/** '9:30 a. m.' on the agency's clock. */
export function spanishClockTime(value: Instant, timeZone: string): string {
  const date = toDate(value)
  return date ? clockText(wallClock(date, timeZone)) : ''
}

/** '10:00 a. m. – 10:30 a. m.' on the agency's clock. */
export function spanishTimeRange(start: Instant, end: Instant, timeZone: string): string {
  const from = spanishClockTime(start, timeZone)
  const to = spanishClockTime(end, timeZone)
  return from && to ? `${from} – ${to}` : ''
}

/** 'martes, 24 de noviembre' of an agency day 'yyyy-mm-dd'. */
export function spanishDayName(dayKey: string): string {
  const clock = dayClock(dayKey)
  return `${SPANISH_WEEKDAYS[clock.weekday]}, ${clock.day} de ${SPANISH_MONTHS[clock.month - 1]}`
}

/** 'jueves, 26 de noviembre de 2026' of an agency day 'yyyy-mm-dd'. */
export const spanishDayTitle = (dayKey: string): string => weekdayDateText(dayClock(dayKey))

/** '24 de noviembre de 2026': the agency's calendar day holding the instant. */
export function spanishDate(value: Instant, timeZone: string): string {
  const date = toDate(value)
  return date ? dateText(wallClock(date, timeZone)) : ''
}

/**
 * '22 de marzo de 2021' for a stored day-only date. Day-only dates are stored as UTC instants
 * (midnight or noon), so the calendar day is read in UTC to avoid slipping a day.
 */
export const formatSpanishDate = (value: Instant): string => spanishDate(value, 'UTC')

/** 'martes, 24 de noviembre de 2026, 9:30 a. m. (hora del Este)': the one date-time of pages, e-mails and admin. */
export function spanishDateTime(value: Instant, timeZone: string): string {
  const date = toDate(value)
  if (!date) return ''
  const clock = wallClock(date, timeZone)
  return `${weekdayDateText(clock)}, ${clockText(clock)} (${spanishZoneName(timeZone)})`
}

/** '23 nov 2026, 10:15 a. m.': the desk's lists, where room is short and the zone is the agency's. */
export function spanishShortDateTime(value: Instant | null | undefined, timeZone: string): string {
  const date = value ? toDate(value) : null
  if (!date) return ''
  const clock = wallClock(date, timeZone)
  return `${clock.day} ${SPANISH_MONTHS[clock.month - 1].slice(0, 3)} ${clock.year}, ${clockText(clock)}`
}

/** 'yyyy-mm-dd hh:mm' (24-hour) on the agency's clock: sortable in a spreadsheet. */
export function sortableDateTime(value: Instant | null | undefined, timeZone: string): string {
  const date = value ? toDate(value) : null
  if (!date) return ''
  const { year, month, day, hour, minute } = wallClock(date, timeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}`
}

const clock24Text = ({ hour, minute }: WallClock) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

/** '27 de noviembre de 2026, 23:49': the admin's own date format (payload.config.ts `dateFormat`), on a zone's clock. */
export function spanishAdminDateTime(value: Instant, timeZone: string): string {
  const date = toDate(value)
  return date ? `${dateText(wallClock(date, timeZone))}, ${clock24Text(wallClock(date, timeZone))}` : ''
}

/** The same text for a day 'yyyy-mm-dd' and a time 'hh:mm' chosen in a form, before any zone is applied. */
export function spanishAdminWallTime(dayKey: string, time: string): string {
  const [hour, minute] = time.split(':').map(Number)
  return `${dateText(dayClock(dayKey))}, ${clock24Text({ ...dayClock(dayKey), hour, minute })}`
}
