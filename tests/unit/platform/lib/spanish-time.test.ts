import { describe, expect, it } from 'vitest'

import { formatSpanishDate } from '@/lib/spanish-time'

describe('formatSpanishDate', () => {
  it('writes the stored legal dates the Spanish way', () => {
    expect(formatSpanishDate('2021-03-22T00:00:00.000Z')).toBe('22 de marzo de 2021')
    expect(formatSpanishDate('2025-01-27T12:00:00.000Z')).toBe('27 de enero de 2025')
  })

  it('returns nothing for an unreadable date', () => {
    expect(formatSpanishDate('not a date')).toBe('')
  })
})
