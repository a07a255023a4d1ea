import { afterAll, describe, expect, it } from 'vitest'

import { countdownParts, effectiveDateLabel, firstDayOfNextMonth } from '@/lib/countdown'

// A zone with daylight saving time, so the DST cases are real. Set before any date is built
// (the it.each tables below are built while the file loads).
const originalZone = process.env.TZ
process.env.TZ = 'America/New_York'
afterAll(() => {
  process.env.TZ = originalZone
})

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s)

describe('countdown to the first day of next month', () => {
  it('rolls December over to January of the next year', () => {
    const now = local(2026, 12, 31, 23, 59, 58)
    expect(firstDayOfNextMonth(now)).toEqual(local(2027, 1, 1))
    expect(countdownParts(now)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '02' })
    expect(effectiveDateLabel(now)).toBe('1 de enero 2027')
  })

  it.each([
    ['February of a common year (28 days)', local(2027, 2, 1), '28', '1 de marzo 2027'],
    ['February of a leap year (29 days)', local(2028, 2, 1), '29', '1 de marzo 2028'],
    ['a 30-day month', local(2026, 9, 1), '30', '1 de octubre 2026'],
    ['a 31-day month', local(2026, 7, 1), '31', '1 de agosto 2026'],
  ])('counts the whole of %s from its first midnight', (_name, now, days, label) => {
    expect(countdownParts(now)).toEqual({ days, hours: '00', minutes: '00', seconds: '00' })
    expect(effectiveDateLabel(now)).toBe(label)
  })

  it('pads every unit to two digits', () => {
    expect(countdownParts(local(2026, 11, 22, 14, 53, 51))).toEqual({ days: '08', hours: '09', minutes: '06', seconds: '09' })
  })

  it('counts real time across the spring-forward day: one hour fewer than the calendar says', () => {
    // 2027-03-14 is the day clocks jump from 2:00 to 3:00 in New York.
    const now = local(2027, 3, 14, 1, 30)
    expect(countdownParts(now)).toEqual({ days: '17', hours: '21', minutes: '30', seconds: '00' })
    expect(effectiveDateLabel(now)).toBe('1 de abril 2027')
  })

  it('counts real time across the fall-back day: one hour more than the calendar says', () => {
    // 2026-11-01: clocks go back from 2:00 to 1:00; 00:30 is still daylight time.
    const now = local(2026, 11, 1, 0, 30)
    expect(countdownParts(now)).toEqual({ days: '30', hours: '00', minutes: '30', seconds: '00' })
    expect(effectiveDateLabel(now)).toBe('1 de diciembre 2026')
  })

  it('reaches all zeros at the end of the month and then counts the following month', () => {
    const target = firstDayOfNextMonth(local(2026, 4, 30, 23, 59, 59))
    expect(countdownParts(new Date(target.getTime() - 1))).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' })
    expect(countdownParts(target)).toEqual({ days: '31', hours: '00', minutes: '00', seconds: '00' })
    expect(effectiveDateLabel(target)).toBe('1 de junio 2026')
  })
})
