import { describe, expect, it } from 'vitest'

import { nextLastUpdated, todayAsDayOnly } from '../../../../src/lib/last-updated'

const now = new Date('2026-11-22T15:00:00Z')
const eastern = 'America/New_York'

describe("legal documents' última actualización", () => {
  it('moves to today when the save did not change the date', () => {
    expect(nextLastUpdated('2021-03-22T12:00:00.000Z', '2021-03-22T12:00:00.000Z', now, eastern)).toBe('2026-11-22T12:00:00.000Z')
    expect(nextLastUpdated(undefined, '2021-03-22T12:00:00.000Z', now, eastern)).toBe('2026-11-22T12:00:00.000Z')
  })

  it('keeps the date staff picked by hand in this save', () => {
    expect(nextLastUpdated('2025-01-27T12:00:00.000Z', '2021-03-22T12:00:00.000Z', now, eastern)).toBe('2025-01-27T12:00:00.000Z')
  })

  it("uses the agency's calendar day, not UTC's, late in the evening", () => {
    expect(todayAsDayOnly(new Date('2026-11-23T02:30:00Z'), eastern)).toBe('2026-11-22T12:00:00.000Z')
  })

  it("uses the day of the agency's time-zone setting", () => {
    const late = new Date('2026-11-23T06:30:00Z')
    expect(todayAsDayOnly(late, 'America/Los_Angeles')).toBe('2026-11-22T12:00:00.000Z')
    expect(todayAsDayOnly(late, eastern)).toBe('2026-11-23T12:00:00.000Z')
    expect(nextLastUpdated(undefined, '2021-03-22T12:00:00.000Z', late, 'America/Los_Angeles')).toBe('2026-11-22T12:00:00.000Z')
  })
})
