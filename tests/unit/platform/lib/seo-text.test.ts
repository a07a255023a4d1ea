import { describe, expect, it } from 'vitest'

import { fitDescription, MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, pageTitle } from '@/lib/seo-text'

describe('pageTitle', () => {
  it('adds the agency name when the whole fits in 60 characters', () => {
    expect(pageTitle('Aviso Legal', 'Agencia de Seguros Salud Latina')).toBe('Aviso Legal | Agencia de Seguros Salud Latina')
  })

  it("keeps the page's own title when the agency name would make it too long", () => {
    const title = 'Seguros de Salud en Español: Obamacare, Medicare y Vida'
    expect(pageTitle(title, 'Agencia de Seguros Salud Latina')).toBe(title)
  })

  it('shortens a title that is too long by itself at a word, with an ellipsis', () => {
    const shortened = pageTitle('Una página con un título larguísimo que ningún buscador mostraría entero jamás', 'Agencia')
    expect(shortened.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    expect(shortened).toBe('Una página con un título larguísimo que ningún buscador…')
  })
})

describe('fitDescription', () => {
  it('leaves a description of the right length alone and cuts a long one at a word', () => {
    expect(fitDescription('Corta y clara.')).toBe('Corta y clara.')
    const long = fitDescription(`${'palabra '.repeat(30)}fin`)
    expect(long.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(long.endsWith('palabra…')).toBe(true)
  })
})
