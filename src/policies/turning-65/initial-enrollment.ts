/**
 * Turning 65 (issue 36): the 65th birthday and Medicare's Initial Enrollment Period, by calendar day ('yyyy-mm-dd').
 *
 * The IEP is seven months: the three before the birthday month, that month, and the three after
 * (42 CFR 407.14). The law counts a person as reaching an age the day before the birthday, so whoever is born on
 * the 1st turns 65 in the month before: the window starts and ends a month earlier (medicare.gov, «When does
 * Medicare coverage start?»; SSA POMS HI 00805.020).
 */

const two = (n: number) => String(n).padStart(2, '0')

/** 'yyyy-mm-dd' of the first day of the month `months` after (or before) year/month (month 1–12). */
function firstOfMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The 65th birthday of someone born on `birthDay`; a 29 February birthday falls on the 28th in a common year. */
export function sixtyFifthBirthday(birthDay: string): string {
  const year = Number(birthDay.slice(0, 4)) + 65
  const month = Number(birthDay.slice(5, 7))
  const day = Math.min(Number(birthDay.slice(8, 10)), lastDay(year, month))
  return `${year}-${two(month)}-${two(day)}`
}

export type EnrollmentWindow = { opensOn: string; closesOn: string }

/** The Initial Enrollment Period of someone born on `birthDay` ('yyyy-mm-dd'). */
export function initialEnrollmentWindow(birthDay: string): EnrollmentWindow {
  const birthday = sixtyFifthBirthday(birthDay)
  const bornOnTheFirst = birthday.endsWith('-01')
  const year = Number(birthday.slice(0, 4))
  const month = Number(birthday.slice(5, 7)) - (bornOnTheFirst ? 1 : 0)
  const opens = firstOfMonth(year, month, -3)
  const closes = firstOfMonth(year, month, 3)
  return {
    opensOn: `${opens.year}-${two(opens.month)}-01`,
    closesOn: `${closes.year}-${two(closes.month)}-${two(lastDay(closes.year, closes.month))}`,
  }
}

/** How far ahead the list looks: birthdays in the next seven months. */
export const TURNING_65_MONTHS = 7

/** The day `months` after `dayKey` (the month's last day when it is shorter). */
export function monthsAfter(dayKey: string, months: number): string {
  const moved = firstOfMonth(Number(dayKey.slice(0, 4)), Number(dayKey.slice(5, 7)), months)
  return `${moved.year}-${two(moved.month)}-${two(Math.min(Number(dayKey.slice(8, 10)), lastDay(moved.year, moved.month)))}`
}

/**
 * Whole months of birth days holding everyone `turns65Within` may keep, as [from, until) for the database to narrow on
 * (whole months, so no impossible day such as 29 February of a common year is asked for).
 */
export function birthDaysTurning65(today: string): { from: string; until: string } {
  const start = firstOfMonth(Number(today.slice(0, 4)) - 65, Number(today.slice(5, 7)), 0)
  const end = firstOfMonth(start.year, start.month, TURNING_65_MONTHS + 1)
  return { from: `${start.year}-${two(start.month)}-01`, until: `${end.year}-${two(end.month)}-01` }
}

/** Whether someone born on `birthDay` turns 65 on a day from `today` to before the same day seven months on. */
export function turns65Within(birthDay: string, today: string): boolean {
  const birthday = sixtyFifthBirthday(birthDay)
  return birthday >= today && birthday < monthsAfter(today, TURNING_65_MONTHS)
}
