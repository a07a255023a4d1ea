import { describe, expect, it } from 'vitest'

import {
  formatSpanishDate,
  sortableDateTime,
  spanishClockTime,
  spanishDate,
  spanishDateTime,
  spanishDayName,
  spanishDayTitle,
  spanishShortDateTime,
  spanishTimeRange,
  spanishZoneName,
} from '@/lib/spanish-time'

const EASTERN = 'America/New_York'
const CENTRAL = 'America/Chicago'

describe('formatSpanishDate', () => {
  it('writes the stored legal dates the Spanish way', () => {
    expect(formatSpanishDate('2021-03-22T00:00:00.000Z')).toBe('22 de marzo de 2021')
    expect(formatSpanishDate('2025-01-27T12:00:00.000Z')).toBe('27 de enero de 2025')
  })

  it('returns nothing for an unreadable date', () => {
    expect(formatSpanishDate('not a date')).toBe('')
    expect(spanishDateTime('not a date', EASTERN)).toBe('')
    expect(sortableDateTime(null, EASTERN)).toBe('')
  })
})

describe('the agency zone, named one way', () => {
  it('is «hora del Este» in winter and in summer, «hora del Centro» for Chicago', () => {
    expect(spanishDateTime('2026-01-15T15:00:00Z', EASTERN)).toBe('jueves, 15 de enero de 2026, 10:00 a. m. (hora del Este)')
    expect(spanishDateTime('2026-07-15T14:00:00Z', EASTERN)).toBe('miércoles, 15 de julio de 2026, 10:00 a. m. (hora del Este)')
    expect(spanishDateTime('2026-01-15T16:00:00Z', CENTRAL)).toBe('jueves, 15 de enero de 2026, 10:00 a. m. (hora del Centro)')
    expect(spanishDateTime('2026-07-15T15:00:00Z', CENTRAL)).toBe('miércoles, 15 de julio de 2026, 10:00 a. m. (hora del Centro)')
    expect(spanishZoneName('Europe/Madrid')).toBe('hora de Europe/Madrid')
  })
})

describe('daylight-saving changes', () => {
  it('reads the clock right on both sides of spring forward (8 March 2026) and fall back (1 November 2026)', () => {
    expect(spanishClockTime('2026-03-08T06:59:00Z', EASTERN)).toBe('1:59 a. m.')
    expect(spanishClockTime('2026-03-08T07:00:00Z', EASTERN)).toBe('3:00 a. m.')
    expect(spanishClockTime('2026-11-01T05:30:00Z', EASTERN)).toBe('1:30 a. m.')
    expect(spanishClockTime('2026-11-01T06:30:00Z', EASTERN)).toBe('1:30 a. m.')
    expect(spanishClockTime('2026-11-01T07:30:00Z', EASTERN)).toBe('2:30 a. m.')
  })

  it('puts a late evening on the agency day, not the UTC one', () => {
    expect(spanishDate('2026-11-24T02:30:00Z', EASTERN)).toBe('23 de noviembre de 2026')
    expect(spanishDate('2026-11-24T02:30:00Z', 'UTC')).toBe('24 de noviembre de 2026')
    expect(sortableDateTime('2026-11-24T02:30:00Z', CENTRAL)).toBe('2026-11-23 20:30')
  })
})

describe('ranges and clock times', () => {
  it('writes a range crossing noon with each end in its half of the day', () => {
    expect(spanishTimeRange('2026-12-01T16:30:00Z', '2026-12-01T17:30:00Z', EASTERN)).toBe('11:30 a. m. – 12:30 p. m.')
    expect(spanishTimeRange('2026-12-01T17:30:00Z', '2026-12-01T18:00:00Z', CENTRAL)).toBe('11:30 a. m. – 12:00 p. m.')
  })

  it('writes midnight as 12 a. m. and the afternoon in twelve hours', () => {
    expect(spanishClockTime('2026-12-01T05:00:00Z', EASTERN)).toBe('12:00 a. m.')
    expect(spanishClockTime('2026-12-01T20:05:00Z', EASTERN)).toBe('3:05 p. m.')
    expect(sortableDateTime('2026-12-01T05:00:00Z', EASTERN)).toBe('2026-12-01 00:00')
  })
})

describe('days and the desk', () => {
  it('names an agency day with and without its year', () => {
    expect(spanishDayName('2026-11-24')).toBe('martes, 24 de noviembre')
    expect(spanishDayTitle('2026-11-26')).toBe('jueves, 26 de noviembre de 2026')
  })

  it('writes the desk short form on the agency clock', () => {
    expect(spanishShortDateTime('2026-11-23T15:15:00Z', EASTERN)).toBe('23 nov 2026, 10:15 a. m.')
  })
})
