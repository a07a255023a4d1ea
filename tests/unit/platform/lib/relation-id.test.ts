import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relation-id'

describe('relationId', () => {
  it('reads the id of a populated document and an id given as is', () => {
    expect(relationId({ id: 7, name: 'Ana' })).toBe(7)
    expect(relationId(7)).toBe(7)
  })

  it("reads an admin form's id given as text", () => {
    expect(relationId('12')).toBe(12)
    expect(relationId({ id: '12' })).toBe(12)
  })

  it('answers null when nothing is chosen', () => {
    for (const empty of [null, undefined, '', {}, 'abc', Number.NaN]) expect(relationId(empty)).toBeNull()
  })
})
