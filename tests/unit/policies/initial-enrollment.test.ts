import { describe, expect, it } from 'vitest'

import { birthDaysTurning65, initialEnrollmentWindow, sixtyFifthBirthday, turns65Within } from '@/policies/turning-65/initial-enrollment'

const iep = (birthDay: string) => {
  const { opensOn, closesOn } = initialEnrollmentWindow(birthDay)
  return `${opensOn}…${closesOn}`
}

describe('Medicare initial enrollment window', () => {
  it('runs from the first day three months before the birthday month to the last day three months after', () => {
    expect(iep('1962-06-15')).toBe('2027-03-01…2027-09-30')
    expect(iep('1962-06-02')).toBe('2027-03-01…2027-09-30')
    expect(iep('1962-06-30')).toBe('2027-03-01…2027-09-30')
  })

  it('crosses the year either way', () => {
    expect(iep('1962-01-20')).toBe('2026-10-01…2027-04-30')
    expect(iep('1962-11-10')).toBe('2027-08-01…2028-02-29')
  })

  it('born on the 1st: the person turns 65 the month before, so the window starts and ends a month earlier', () => {
    expect(iep('1962-06-01')).toBe('2027-02-01…2027-08-31')
    expect(iep('1962-01-01')).toBe('2026-09-01…2027-03-31')
  })

  it('a 29 February birthday turns 65 on the 28th in a common year', () => {
    expect(sixtyFifthBirthday('1960-02-29')).toBe('2025-02-28')
    expect(iep('1960-02-29')).toBe('2024-11-01…2025-05-31')
  })
})

describe('who turns 65 in the next seven months', () => {
  const today = '2026-11-28'

  it('from today to the day before the same day seven months on', () => {
    expect(turns65Within('1961-11-28', today)).toBe(true)
    expect(turns65Within('1962-06-27', today)).toBe(true)
    expect(turns65Within('1962-06-28', today)).toBe(false)
    expect(turns65Within('1961-11-27', today)).toBe(false)
    expect(turns65Within('1970-01-01', today)).toBe(false)
  })

  it('the database narrows on whole months of birth days that hold them all', () => {
    expect(birthDaysTurning65(today)).toEqual({ from: '1961-11-01', until: '1962-07-01' })
    expect(birthDaysTurning65('2027-08-31')).toEqual({ from: '1962-08-01', until: '1963-04-01' })
  })
})
