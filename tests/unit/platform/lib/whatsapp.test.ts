import { describe, expect, it } from 'vitest'

import { whatsAppDigits, whatsAppHref } from '@/lib/whatsapp'

describe('whatsAppDigits', () => {
  it.each([
    ['(305) 555-0100', '13055550100'],
    ['305.555.0100', '13055550100'],
    ['+1 (305) 555-0100', '13055550100'],
    ['1 305 555 0100', '13055550100'],
    ['+52 55 1234 5678', '525512345678'],
    ['011 52 55 1234 5678', '525512345678'],
    ['0052 55 1234 5678', '525512345678'],
  ])('%s → %s', (typed, digits) => {
    expect(whatsAppDigits(typed)).toBe(digits)
  })

  it.each(['', '   ', '555-0100', '12345678901234567', 'llámanos', '305 555 0100 ext 4', '+0 305 555 0100'])('refuses %j', (typed) => {
    expect(whatsAppDigits(typed)).toBeNull()
  })
})

describe('whatsAppHref', () => {
  it('builds the wa.me link with the message URL-encoded (spaces as %20, accents as UTF-8)', () => {
    expect(whatsAppHref('(305) 555-0100', 'Hola, quiero información')).toBe(
      'https://wa.me/13055550100?text=Hola%2C%20quiero%20informaci%C3%B3n',
    )
  })

  it('gives no link without a usable number', () => {
    expect(whatsAppHref('', 'Hola')).toBeNull()
  })
})
