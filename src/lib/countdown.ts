import { SPANISH_MONTHS } from './spanish-date'

/** The special-enrollment countdown (SPEC §4, §9), in the visitor's local time. */
export const COUNTDOWN_TICK_MS = 1000

export type CountdownParts = { days: string; hours: string; minutes: string; seconds: string }

/** Local midnight of the first day of the month after `now`. */
export function firstDayOfNextMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1, 0, 0, 0, 0)
}

const pad2 = (value: number) => String(value).padStart(2, '0')

/** Real time left (so a DST change shifts hours, not the ticking), zero-padded to two digits. */
export function countdownParts(now: Date): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((firstDayOfNextMonth(now).getTime() - now.getTime()) / 1000))
  return {
    days: pad2(Math.floor(totalSeconds / 86_400)),
    hours: pad2(Math.floor((totalSeconds % 86_400) / 3600)),
    minutes: pad2(Math.floor((totalSeconds % 3600) / 60)),
    seconds: pad2(totalSeconds % 60),
  }
}

/** '1 de enero 2027': the effective date, with the Spanish month and year of next month. */
export function effectiveDateLabel(now: Date): string {
  const target = firstDayOfNextMonth(now)
  return `1 de ${SPANISH_MONTHS[target.getMonth()]} ${target.getFullYear()}`
}
