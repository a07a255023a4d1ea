import { describe, expect, it } from 'vitest'

import { allTexts, currentTexts, textFor } from '@/records/texts'
import { soaProductOptions } from '@/records/texts/soa-products'
import type { TextFacts } from '@/records/texts/text-facts'

const facts: TextFacts = {
  agencyName: 'Agencia Ejemplo',
  agencyNpn: '19990001',
  agencyPhone: '(305) 555-0100',
  agentName: 'Marta Ruiz',
  agentNpn: '17770001',
  consumerName: 'Rosa Pérez',
  date: '26 de noviembre de 2026',
  attestationSummary: 'Ingresos: 32.000 USD',
}

describe('signed records texts', () => {
  it('each wording is named once by its id and version, so a stored record finds the one it was signed with', () => {
    const keys = allTexts.map((text) => `${text.id}@${text.version}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const text of Object.values(currentTexts)) expect(textFor(text.id, text.version)).toBe(text)
  })

  it("the SOA lists CMS's model product types and its required statements, with the agent, the agency and their NPNs", () => {
    expect(soaProductOptions.map((product) => product.value)).toEqual([
      'medicare-advantage',
      'part-d',
      'dental-vision-hearing',
      'hospital-indemnity',
      'medigap',
    ])
    const text = currentTexts.soa.render(facts)
    for (const product of soaProductOptions) expect(text).toContain(product.label)
    expect(text).toContain('NO le obliga a inscribirse')
    expect(text).toContain('Marta Ruiz (NPN 17770001)')
    expect(text).toContain('Agencia Ejemplo (NPN 19990001)')
    expect(text).toContain('Beneficiario: Rosa Pérez')
    expect(text).toContain('Fecha: 26 de noviembre de 2026')
  })

  it('the Marketplace consent has what 45 CFR 155.220(j)(2)(iii) asks: scope, purpose, duration, date, names, NPNs, how to rescind', () => {
    const text = currentTexts['marketplace-consent'].render(facts)
    for (const part of ['Alcance:', 'Propósito:', 'Duración:', 'Cómo revocarlo:', 'Fecha: 26 de noviembre de 2026', 'Rosa Pérez']) {
      expect(text).toContain(part)
    }
    expect(text).toContain('Marta Ruiz (NPN 17770001)')
    expect(text).toContain('Agencia Ejemplo (NPN 19990001)')
    expect(text).toContain('(305) 555-0100')
  })

  it('the application review shows what staff filled in and explains the attestations', () => {
    const text = currentTexts['application-review'].render(facts)
    expect(text).toContain('Ingresos: 32.000 USD')
    expect(text).toContain('bajo pena de perjurio')
    expect(text).toContain('Marta Ruiz (NPN 17770001)')
  })

  it('a missing NPN shows as a dash, never vanishes', () => {
    expect(currentTexts.soa.render({ ...facts, agencyNpn: '' })).toContain('Agencia Ejemplo (NPN —)')
  })
})
