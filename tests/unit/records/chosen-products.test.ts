import { describe, expect, it } from 'vitest'

import { chosenProductLabels } from '@/records/chosen-products'

describe('the products a signed SOA names', () => {
  it('are its Spanish labels, in the order stored', () => {
    expect(chosenProductLabels({ products: ['medigap', 'part-d'] })).toEqual([
      'Seguro suplementario de Medicare (Medigap)',
      'Planes independientes de medicamentos con receta (Parte D)',
    ])
  })

  it('keep a value no label knows as stored: evidence is shown, never dropped', () => {
    expect(chosenProductLabels({ products: ['producto-antiguo'] })).toEqual(['producto-antiguo'])
  })

  it('are none for a record without a product list', () => {
    expect(chosenProductLabels(null)).toBeNull()
    expect(chosenProductLabels({ other: true })).toBeNull()
  })
})
