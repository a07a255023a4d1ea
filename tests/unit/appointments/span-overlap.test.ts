import { describe, expect, it } from 'vitest'

import { overlapping, spansOverlap } from '@/appointments/span-overlap'

const span = (from: string, to: string) => ({ startsAt: `2026-12-01T${from}:00.000Z`, endsAt: `2026-12-01T${to}:00.000Z` })

describe('the one overlap rule (half-open, as the exclusion constraint)', () => {
  it('spans that share a moment overlap, whichever way round', () => {
    expect(spansOverlap(span('10:00', '10:30'), span('10:15', '10:45'))).toBe(true)
    expect(spansOverlap(span('10:15', '10:45'), span('10:00', '10:30'))).toBe(true)
    expect(spansOverlap(span('10:00', '11:00'), span('10:15', '10:30'))).toBe(true)
  })

  it('one ending when the next starts does not overlap it', () => {
    expect(spansOverlap(span('10:00', '10:30'), span('10:30', '11:00'))).toBe(false)
    expect(spansOverlap(span('10:30', '11:00'), span('10:00', '10:30'))).toBe(false)
  })

  it('takes dates and ISO text alike, and queries the same bounds', () => {
    expect(
      spansOverlap({ startsAt: new Date('2026-12-01T10:00:00Z'), endsAt: new Date('2026-12-01T10:30:00Z') }, span('10:29', '10:31')),
    ).toBe(true)
    expect(overlapping(span('10:00', '10:30'))).toEqual([
      { startsAt: { less_than: '2026-12-01T10:30:00.000Z' } },
      { endsAt: { greater_than: '2026-12-01T10:00:00.000Z' } },
    ])
  })
})
