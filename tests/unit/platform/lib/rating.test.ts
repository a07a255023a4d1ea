import { describe, expect, it } from 'vitest'

import { formatRating, RATING_PLACEHOLDER, withRating } from '@/lib/rating'

describe('one customer rating', () => {
  it('is shown with one decimal out of five', () => {
    expect(formatRating(4.8)).toBe('4.8/5')
    expect(formatRating(5)).toBe('5.0/5')
  })

  it('fills every figure that says {calificacion} and leaves the others as staff wrote them', () => {
    const stats = [
      { value: RATING_PLACEHOLDER, label: 'Satisfacción del cliente' },
      { value: '3,000+', label: 'Familias latinas protegidas' },
    ]
    expect(withRating(stats, '4.7/5')).toEqual([
      { value: '4.7/5', label: 'Satisfacción del cliente' },
      { value: '3,000+', label: 'Familias latinas protegidas' },
    ])
  })

  it('leaves out a figure not filled in yet and takes a section without figures (a draft in the live preview)', () => {
    const draft = [
      { value: null, label: null },
      { value: RATING_PLACEHOLDER, label: '' },
      { value: '3,000+', label: 'Familias latinas protegidas' },
    ]
    expect(withRating(draft, '4.7/5')).toEqual([{ value: '3,000+', label: 'Familias latinas protegidas' }])
    expect(withRating(null, '4.7/5')).toEqual([])
    expect(withRating(undefined, '4.7/5')).toEqual([])
  })
})
