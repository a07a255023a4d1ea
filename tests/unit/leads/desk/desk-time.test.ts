import { describe, expect, it } from 'vitest'
import { DUPLICATE_WINDOW_DAYS, duplicateWindowStart, emailKey } from '../../../../src/leads/desk/duplicate-window'
import { agencyDayKey, countPerAgencyDay, endOfAgencyDay, lastAgencyDays } from '../../../../src/lib/agency-days'

describe('duplicate window', () => {
  const now = new Date('2026-11-23T15:00:00Z')

  it('covers exactly the last 90 days', () => {
    expect(DUPLICATE_WINDOW_DAYS).toBe(90)
    expect(duplicateWindowStart(now).toISOString()).toBe('2026-08-25T15:00:00.000Z')
    // Across the change from summer to winter time the window is still 90 × 24 hours.
    expect(duplicateWindowStart(new Date('2026-11-02T12:00:00Z')).toISOString()).toBe('2026-08-04T12:00:00.000Z')
  })

  it('compares e-mails without case or spaces', () => {
    expect(emailKey(' Ana@Example.com ')).toBe(emailKey('ana@example.com'))
    expect(emailKey('ana@example.com')).not.toBe(emailKey('ana2@example.com'))
    expect(emailKey(null)).toBe('')
  })
})

describe('agency days (Eastern time)', () => {
  it('name the day in Eastern time, not UTC', () => {
    expect(agencyDayKey(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22')
    expect(agencyDayKey(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23')
  })

  it('end today at the next Eastern midnight, in winter and summer time', () => {
    expect(endOfAgencyDay(new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-24T05:00:00.000Z')
    expect(endOfAgencyDay(new Date('2026-07-01T15:00:00Z')).toISOString()).toBe('2026-07-02T04:00:00.000Z')
    // The evening before the clocks go back: tomorrow starts at 04:00 UTC (still summer time).
    expect(endOfAgencyDay(new Date('2026-10-31T20:00:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z')
  })

  it('list the last 14 days ending today and count leads per day', () => {
    const days = lastAgencyDays(new Date('2026-11-23T15:00:00Z'), 14)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-11-10')
    expect(days[13]).toBe('2026-11-23')
    const counts = countPerAgencyDay(days, ['2026-11-23T12:00:00Z', '2026-11-23T04:30:00Z', '2026-11-10T06:00:00Z', '2026-11-01T12:00:00Z'])
    expect(counts[13]).toBe(1)
    expect(counts[12]).toBe(1)
    expect(counts[0]).toBe(1)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3)
  })
})
