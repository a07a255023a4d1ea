import { describe, expect, it } from 'vitest'

import { countedApart } from '@/leads/admin/counted-apart'

describe('what a dashboard count leaves out, in words', () => {
  it('names the leads marked «No contactar» and the possible duplicates, or nothing', () => {
    expect(countedApart({ optedOut: 0, duplicates: 0 })).toBeNull()
    expect(countedApart({ optedOut: 1 })).toBe('Aparte (no se cuentan): 1 con «No contactar».')
    expect(countedApart({ optedOut: 0, duplicates: 1 })).toBe('Aparte (no se cuentan): 1 posible duplicado.')
    expect(countedApart({ optedOut: 2, duplicates: 3 })).toBe('Aparte (no se cuentan): 2 con «No contactar» y 3 posibles duplicados.')
  })
})
