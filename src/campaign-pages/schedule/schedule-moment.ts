import { TZDate } from '@date-fns/tz'

export type ScheduleRequest = { type: 'publish' | 'unpublish'; date: string; time: string; timeZone: string }
export type ScheduleProblem = 'type' | 'date' | 'time' | 'timeZone'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A real calendar day 'yyyy-mm-dd' (no 31 de febrero). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const isClockTime = (value: string): boolean => TIME.test(value)

/** The form's body checked field by field; `zones` are the IANA names the panel offers. */
export function readScheduleRequest(body: unknown, zones: readonly string[]): ScheduleRequest | ScheduleProblem {
  const { type, date, time, timeZone } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  if (type !== 'publish' && type !== 'unpublish') return 'type'
  if (typeof date !== 'string' || !isCalendarDay(date)) return 'date'
  if (typeof time !== 'string' || !isClockTime(time)) return 'time'
  if (typeof timeZone !== 'string' || !zones.includes(timeZone)) return 'timeZone'
  return { type, date, time, timeZone }
}

/** The instant a day and time read on a zone's clock stand for ('2026-11-27', '23:49', 'America/New_York'). */
export function scheduledInstant({ date, time, timeZone }: Pick<ScheduleRequest, 'date' | 'time' | 'timeZone'>): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime())
}
