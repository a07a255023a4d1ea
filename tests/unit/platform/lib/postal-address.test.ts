import { describe, expect, it } from 'vitest'

import { postalAddressParts } from '@/lib/postal-address'

describe('postalAddressParts', () => {
  it('splits the seeded one-line address', () => {
    expect(postalAddressParts('1234 Calle Ejemplo, Suite 100, Miami, FL 33101')).toEqual({
      streetAddress: '1234 Calle Ejemplo, Suite 100',
      addressLocality: 'Miami',
      addressRegion: 'FL',
      postalCode: '33101',
      addressCountry: 'US',
    })
  })

  it('reads an address written on several lines, a ZIP+4 and a lower-case state', () => {
    expect(postalAddressParts('500 Peachtree St NE\nAtlanta, ga 30308-1234\n')).toEqual({
      streetAddress: '500 Peachtree St NE',
      addressLocality: 'Atlanta',
      addressRegion: 'GA',
      postalCode: '30308-1234',
      addressCountry: 'US',
    })
  })

  it('keeps a text of another shape whole, as the street address', () => {
    expect(postalAddressParts('Frente al parque central')).toEqual({ streetAddress: 'Frente al parque central', addressCountry: 'US' })
  })
})
