import { describe, expect, it } from 'vitest'

import { nextLastUpdated, todayAsDayOnly } from '../../../src/lib/last-updated'

const now = new Date('2026-11-22T15:00:00Z')

describe("legal documents' última actualización", () => {
  it('moves to today when the save did not change the date', () => {
    expect(nextLastUpdated('2021-03-22T12:00:00.000Z', '2021-03-22T12:00:00.000Z', now)).toBe('2026-11-22T12:00:00.000Z')
    expect(nextLastUpdated(undefined, '2021-03-22T12:00:00.000Z', now)).toBe('2026-11-22T12:00:00.000Z')
  })

  it('keeps the date staff picked by hand in this save', () => {
    expect(nextLastUpdated('2025-01-27T12:00:00.000Z', '2021-03-22T12:00:00.000Z', now)).toBe('2025-01-27T12:00:00.000Z')
  })

  it("uses the agency's calendar day, not UTC's, late in the evening", () => {
    expect(todayAsDayOnly(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22T12:00:00.000Z')
  })
})
