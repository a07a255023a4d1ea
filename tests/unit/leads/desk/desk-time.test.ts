import { describe, expect, it } from 'vitest'
import { DUPLICATE_WINDOW_DAYS, duplicateWindowStart, emailKey } from '../../../../src/leads/desk/duplicate-window'
import { agencyDayKey, agencyDayStart, countPerAgencyDay, endOfAgencyDay, lastAgencyDays } from '../../../../src/lib/agency-days'

const eastern = 'America/New_York'

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
    expect(agencyDayKey(new Date('2026-11-23T03:00:00Z'), eastern)).toBe('2026-11-22')
    expect(agencyDayKey(new Date('2026-11-23T05:00:00Z'), eastern)).toBe('2026-11-23')
  })

  it('end today at the next Eastern midnight, in winter and summer time', () => {
    expect(endOfAgencyDay(new Date('2026-11-23T15:00:00Z'), eastern).toISOString()).toBe('2026-11-24T05:00:00.000Z')
    expect(endOfAgencyDay(new Date('2026-07-01T15:00:00Z'), eastern).toISOString()).toBe('2026-07-02T04:00:00.000Z')
    // The evening before the clocks go back: tomorrow starts at 04:00 UTC (still summer time).
    expect(endOfAgencyDay(new Date('2026-10-31T20:00:00Z'), eastern).toISOString()).toBe('2026-11-01T04:00:00.000Z')
  })

  it('list the last 14 days ending today and count leads per day', () => {
    const days = lastAgencyDays(new Date('2026-11-23T15:00:00Z'), 14, eastern)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('2026-11-10')
    expect(days[13]).toBe('2026-11-23')
    const counts = countPerAgencyDay(
      days,
      ['2026-11-23T12:00:00Z', '2026-11-23T04:30:00Z', '2026-11-10T06:00:00Z', '2026-11-01T12:00:00Z'],
      eastern,
    )
    expect(counts[13]).toBe(1)
    expect(counts[12]).toBe(1)
    expect(counts[0]).toBe(1)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3)
  })
})

describe("agency days follow the agency's time-zone setting", () => {
  // 02:30 UTC on 24 November: evening of the 23rd in Chicago and Los Angeles, already the 24th in UTC.
  const late = new Date('2026-11-24T02:30:00Z')

  it('name the day in the given zone', () => {
    expect(agencyDayKey(late, 'America/Chicago')).toBe('2026-11-23')
    expect(agencyDayKey(late, 'America/Los_Angeles')).toBe('2026-11-23')
    expect(agencyDayKey(late, 'UTC')).toBe('2026-11-24')
  })

  it("end today at the zone's next midnight", () => {
    expect(endOfAgencyDay(late, 'America/Los_Angeles').toISOString()).toBe('2026-11-24T08:00:00.000Z')
    expect(endOfAgencyDay(late, 'America/Chicago').toISOString()).toBe('2026-11-24T06:00:00.000Z')
    expect(endOfAgencyDay(late, 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z')
  })

  it("start days right on the zone's daylight-saving days", () => {
    // Los Angeles: 8 March 2026 starts in winter time (UTC-8), the 9th in summer time (UTC-7).
    expect(agencyDayStart('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(agencyDayStart('2026-03-09', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z')
    // The day the clocks go back is 25 hours long.
    const fallBack = agencyDayStart('2026-11-01', 'America/Los_Angeles')
    expect(endOfAgencyDay(fallBack, 'America/Los_Angeles').getTime() - fallBack.getTime()).toBe(25 * 60 * 60 * 1000)
  })

  it('count the same leads on different days in different zones', () => {
    const instants = ['2026-11-24T02:30:00Z', '2026-11-24T06:30:00Z', '2026-11-23T18:00:00Z']
    const days = lastAgencyDays(new Date('2026-11-24T20:00:00Z'), 2, 'America/Los_Angeles')
    expect(days).toEqual(['2026-11-23', '2026-11-24'])
    // 06:30 UTC is 22:30 on the 23rd in Los Angeles but 01:30 on the 24th in New York.
    expect(countPerAgencyDay(days, instants, 'America/Los_Angeles')).toEqual([3, 0])
    expect(countPerAgencyDay(days, instants, eastern)).toEqual([2, 1])
  })
})
