import { describe, expect, it } from 'vitest'

import { medicareDisclaimer } from '@/copy/medicare'

describe('medicareDisclaimer (42 CFR 422.2267(e)(41), CY2027 wording, in Spanish)', () => {
  it('says the agency does not offer every plan, with its counts, and sends to Medicare.gov or 1-800-MEDICARE only', () => {
    expect(medicareDisclaimer({ organizations: 4, products: 12, allPlans: false })).toBe(
      'No ofrecemos todos los planes disponibles en su área. Actualmente representamos a 4 organizaciones que ofrecen ' +
        '12 productos en su área. Comuníquese con Medicare.gov o con el 1-800-MEDICARE para obtener información sobre ' +
        'todas sus opciones.',
    )
  })

  it('has the second variant for an agency that offers every plan in its area', () => {
    expect(medicareDisclaimer({ organizations: 7, products: 30, allPlans: true })).toBe(
      'Actualmente representamos a 7 organizaciones que ofrecen 30 productos en su área. Siempre puede comunicarse con ' +
        'Medicare.gov o con el 1-800-MEDICARE para obtener ayuda con la elección de planes.',
    )
  })

  it('agrees in number with one organization and one product', () => {
    expect(medicareDisclaimer({ organizations: 1, products: 1, allPlans: true })).toContain(
      'representamos a 1 organización que ofrece 1 producto en su área.',
    )
  })

  it('no longer names the State Health Insurance Program (dropped by the 2027 rule)', () => {
    for (const allPlans of [true, false]) {
      expect(medicareDisclaimer({ organizations: 2, products: 5, allPlans })).not.toMatch(/SHIP|Programa Estatal/i)
    }
  })
})
