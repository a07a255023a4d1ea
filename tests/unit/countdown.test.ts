import { afterAll, describe, expect, it } from 'vitest'

import { countdownParts, effectiveDateLabel, firstDayOfNextMonth } from '@/lib/countdown'

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
