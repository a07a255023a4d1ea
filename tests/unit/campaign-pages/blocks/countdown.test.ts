import { afterAll, describe, expect, it } from 'vitest'

import {
  countdownParts,
  countdownWindow,
  effectiveDateLabel,
  endOfLastDay,
  firstDayOfNextMonth,
  timeLeft,
  windowHolds,
} from '@/lib/countdown'

// A zone with daylight saving time, so the DST cases are real. Set before any date is built
// (the it.each tables below are built while the file loads).
const originalZone = process.env.TZ
process.env.TZ = 'America/New_York'
afterAll(() => {
  process.env.TZ = originalZone
})

/** The agency's default zone; `local` builds dates on the same clock. */
const eastern = 'America/New_York'
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s)

describe('countdown to the first day of next month, agency in Eastern time', () => {
  it('rolls December over to January of the next year', () => {
    const now = local(2026, 12, 31, 23, 59, 58)
    expect(firstDayOfNextMonth(now, eastern)).toEqual(local(2027, 1, 1))
    expect(countdownParts(now, eastern)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '02' })
    expect(effectiveDateLabel(now, eastern)).toBe('1 de enero 2027')
  })

  it.each([
    ['February of a common year (28 days)', local(2027, 2, 1), '28', '1 de marzo 2027'],
    ['February of a leap year (29 days)', local(2028, 2, 1), '29', '1 de marzo 2028'],
    ['a 30-day month', local(2026, 9, 1), '30', '1 de octubre 2026'],
    ['a 31-day month', local(2026, 7, 1), '31', '1 de agosto 2026'],
  ])('counts the whole of %s from its first midnight', (_name, now, days, label) => {
    expect(countdownParts(now, eastern)).toEqual({ days, hours: '00', minutes: '00', seconds: '00' })
    expect(effectiveDateLabel(now, eastern)).toBe(label)
  })

  it('pads every unit to two digits', () => {
    expect(countdownParts(local(2026, 11, 22, 14, 53, 51), eastern)).toEqual({ days: '08', hours: '09', minutes: '06', seconds: '09' })
  })

  it('counts real time across the spring-forward day: one hour fewer than the calendar says', () => {
    // 2027-03-14 is the day clocks jump from 2:00 to 3:00 in New York.
    const now = local(2027, 3, 14, 1, 30)
    expect(countdownParts(now, eastern)).toEqual({ days: '17', hours: '21', minutes: '30', seconds: '00' })
    expect(effectiveDateLabel(now, eastern)).toBe('1 de abril 2027')
  })

  it('counts real time across the fall-back day: one hour more than the calendar says', () => {
    // 2026-11-01: clocks go back from 2:00 to 1:00; 00:30 is still daylight time.
    const now = local(2026, 11, 1, 0, 30)
    expect(countdownParts(now, eastern)).toEqual({ days: '30', hours: '00', minutes: '30', seconds: '00' })
    expect(effectiveDateLabel(now, eastern)).toBe('1 de diciembre 2026')
  })

  it('reaches all zeros at the end of the month and then counts the following month', () => {
    const target = firstDayOfNextMonth(local(2026, 4, 30, 23, 59, 59), eastern)
    expect(countdownParts(new Date(target.getTime() - 1), eastern)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' })
    expect(countdownParts(target, eastern)).toEqual({ days: '31', hours: '00', minutes: '00', seconds: '00' })
    expect(effectiveDateLabel(target, eastern)).toBe('1 de junio 2026')
  })
})

describe("the countdown follows the agency's time-zone setting, not the visitor's clock", () => {
  it('counts to midnight of the first in the agency zone', () => {
    // 06:30 UTC on 30 November: 01:30 on the 30th in New York, 22:30 on the 29th in Los Angeles.
    const now = new Date('2026-11-30T06:30:00Z')
    expect(countdownParts(now, 'America/New_York')).toEqual({ days: '00', hours: '22', minutes: '30', seconds: '00' })
    expect(countdownParts(now, 'America/Los_Angeles')).toEqual({ days: '01', hours: '01', minutes: '30', seconds: '00' })
    expect(firstDayOfNextMonth(now, 'America/Los_Angeles').toISOString()).toBe('2026-12-01T08:00:00.000Z')
  })

  it('names next month from the agency calendar around a month boundary', () => {
    // 03:00 UTC on 1 December: still 30 November in New York and Chicago, already December in UTC.
    const now = new Date('2026-12-01T03:00:00Z')
    expect(effectiveDateLabel(now, 'America/Chicago')).toBe('1 de diciembre 2026')
    expect(effectiveDateLabel(now, 'UTC')).toBe('1 de enero 2027')
    expect(countdownParts(now, 'America/Chicago')).toEqual({ days: '00', hours: '03', minutes: '00', seconds: '00' })
  })

  it("counts real hours across the agency zone's own daylight-saving change", () => {
    // Los Angeles falls back on 1 November 2026 at 09:00 UTC: from its midnight that day to 1 December is 30 days and 1 hour.
    expect(countdownParts(new Date('2026-11-01T07:00:00Z'), 'America/Los_Angeles')).toEqual({
      days: '30',
      hours: '01',
      minutes: '00',
      seconds: '00',
    })
  })
})

describe('the window the server works out once, so the browser counts without time-zone work', () => {
  /** What the browser shows at `now` for a page the server rendered at `renderedAt`. */
  const shown = (renderedAt: Date, now: Date, timeZone: string, lastDay?: string) => {
    const rendered = countdownWindow(renderedAt, timeZone, lastDay)
    const current = windowHolds(rendered, now) ? rendered : countdownWindow(now, timeZone, lastDay)
    return { parts: timeLeft(now, new Date(current.endsAt)), label: current.dateLabel }
  }
  const worked = (now: Date, timeZone: string) => ({ parts: countdownParts(now, timeZone), label: effectiveDateLabel(now, timeZone) })

  it.each([
    ['the same month, later', '2026-11-20T15:00:00Z', '2026-11-30T22:15:07Z', 'America/New_York'],
    ['the last second of the month', '2026-11-02T10:00:00Z', '2026-12-01T04:59:59Z', 'America/New_York'],
    ['the first second of the next month', '2026-11-02T10:00:00Z', '2026-12-01T05:00:00Z', 'America/New_York'],
    ['a year later (a tab left open)', '2026-11-02T10:00:00Z', '2027-11-15T10:00:00Z', 'America/New_York'],
    ["a visitor's clock behind the render", '2026-11-02T10:00:00Z', '2026-10-31T12:00:00Z', 'America/New_York'],
    ['the month the agency zone has not left yet', '2026-11-30T20:00:00Z', '2026-12-01T07:30:00Z', 'America/Los_Angeles'],
    ['across the fall-back change', '2026-10-31T12:00:00Z', '2026-11-01T08:30:00Z', 'America/Chicago'],
  ])('shows what working it out anew shows: %s', (_name, renderedAt, now, timeZone) => {
    expect(shown(new Date(renderedAt), new Date(now), timeZone)).toEqual(worked(new Date(now), timeZone))
  })

  it("keeps counting to the end of a promotion's last day whatever the month", () => {
    const now = new Date('2027-01-10T12:00:00Z')
    expect(shown(new Date('2026-11-20T12:00:00Z'), now, 'America/New_York', '2027-01-15')).toEqual({
      parts: timeLeft(now, endOfLastDay('2027-01-15', 'America/New_York')),
      label: '15 de enero 2027',
    })
  })

  it('answers for its own month only', () => {
    const rendered = countdownWindow(new Date('2026-11-20T12:00:00Z'), 'America/New_York')
    expect(windowHolds(rendered, new Date('2026-11-01T04:00:00Z'))).toBe(true)
    expect(windowHolds(rendered, new Date('2026-11-01T03:59:59Z'))).toBe(false)
    expect(windowHolds(rendered, new Date('2026-12-01T05:00:00Z'))).toBe(false)
  })
})
