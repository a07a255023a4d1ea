import { describe, expect, it } from 'vitest'

import { telHref } from '@/lib/phone'

describe('telHref', () => {
  it('dials a displayed US number with the country code', () => {
    expect(telHref('(305) 555-0100')).toBe('tel:+13055550100')
  })

  it('keeps numbers that already carry a country code', () => {
    expect(telHref('+1 305 555 0100')).toBe('tel:+13055550100')
  })
})
