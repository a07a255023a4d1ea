import { agencyDayKey, agencyDayStart, shiftDay } from './agency-days'
import { SPANISH_MONTHS } from './spanish-time'

/** The special-enrollment countdown (SPEC §4, §9), to midnight in the agency's time zone. */
export const COUNTDOWN_TICK_MS = 1000

export type CountdownParts = { days: string; hours: string; minutes: string; seconds: string }

const pad2 = (value: number) => String(value).padStart(2, '0')

/** 'yyyy-mm-01' of the month after the one holding `now` in `timeZone`. */
function nextMonthKey(now: Date, timeZone: string): string {
  const [year, month] = agencyDayKey(now, timeZone).split('-').map(Number)
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad2(month + 1)}-01`
}

/** Midnight, in `timeZone`, of the first day of the month after `now`. */
export const firstDayOfNextMonth = (now: Date, timeZone: string): Date => agencyDayStart(nextMonthKey(now, timeZone), timeZone)

/** Midnight, in `timeZone`, of the first day of the month holding `now`. */
const firstDayOfMonth = (now: Date, timeZone: string): Date => agencyDayStart(`${agencyDayKey(now, timeZone).slice(0, 8)}01`, timeZone)

/** Midnight, in `timeZone`, at the end of the promotion's last day ('yyyy-mm-dd'). */
export const endOfLastDay = (lastDayKey: string, timeZone: string): Date => agencyDayStart(shiftDay(lastDayKey, 1), timeZone)

/** Real time left (so a DST change shifts hours, not the ticking), zero-padded to two digits. */
export function timeLeft(now: Date, end: Date): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000))
  return {
    days: pad2(Math.floor(totalSeconds / 86_400)),
    hours: pad2(Math.floor((totalSeconds % 86_400) / 3600)),
    minutes: pad2(Math.floor((totalSeconds % 3600) / 60)),
    seconds: pad2(totalSeconds % 60),
  }
}

/** Time left until the first day of next month in `timeZone`. */
export const countdownParts = (now: Date, timeZone: string): CountdownParts => timeLeft(now, firstDayOfNextMonth(now, timeZone))

/** '15 de enero 2027' for the day key '2027-01-15'. */
export function dayLabel(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number)
  return `${day} de ${SPANISH_MONTHS[month - 1]} ${year}`
}

/** '1 de enero 2027': the effective date, with the Spanish month and year of next month in `timeZone`. */
export function effectiveDateLabel(now: Date, timeZone: string): string {
  const [year, month] = nextMonthKey(now, timeZone).split('-').map(Number)
  return `1 de ${SPANISH_MONTHS[month - 1]} ${year}`
}

/**
 * What a count shows for every instant from `from` (inclusive; null: since ever) to `endsAt`
 * (epoch milliseconds): the end it counts to and the date it names. The server works it out when
 * it renders the page, so the browser counts with plain arithmetic while the instant stays inside
 * (a time-zone-aware date format costs ~90 ms of a slow phone's CPU the first time, in the middle
 * of hydration) and works it out again only once the month has turned.
 */
export type CountdownWindow = { from: number | null; endsAt: number; dateLabel: string }

/** The window holding `now`: the promotion's last day when it has one, else the month holding `now`. */
export function countdownWindow(now: Date, timeZone: string, lastDay?: string | null): CountdownWindow {
  if (lastDay) return { from: null, endsAt: endOfLastDay(lastDay, timeZone).getTime(), dateLabel: dayLabel(lastDay) }
  return {
    from: firstDayOfMonth(now, timeZone).getTime(),
    endsAt: firstDayOfNextMonth(now, timeZone).getTime(),
    dateLabel: effectiveDateLabel(now, timeZone),
  }
}

/** Whether `span` still answers for `now` (a promotion's window always does; a month's until it turns). */
export const windowHolds = (span: CountdownWindow, now: Date): boolean =>
  span.from === null || (now.getTime() >= span.from && now.getTime() < span.endsAt)
