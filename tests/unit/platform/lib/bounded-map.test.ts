import { describe, expect, it } from 'vitest'

import { boundedMap } from '@/lib/bounded-map'

describe('boundedMap', () => {
  it('never holds more than its cap, however many keys arrive', () => {
    const map = boundedMap<string, number>(100)
    for (let i = 0; i < 10_000; i++) map.set(`/oferta${'/'.repeat(i)}`, i)
    expect(map.size).toBe(100)
    expect(map.get('/oferta')).toBeUndefined()
    expect(map.get(`/oferta${'/'.repeat(9_999)}`)).toBe(9_999)
  })

  it('drops the least recently used: a key read lately stays', () => {
    const map = boundedMap<string, string>(2)
    map.set('/a', 'A')
    map.set('/b', 'B')
    expect(map.get('/a')).toBe('A')
    map.set('/c', 'C')
    expect(map.get('/a')).toBe('A')
    expect(map.get('/b')).toBeUndefined()
    expect(map.get('/c')).toBe('C')
  })

  it('setting a key again replaces it without growing; delete removes it', () => {
    const map = boundedMap<string, number>(2)
    map.set('/a', 1)
    map.set('/a', 2)
    expect(map.size).toBe(1)
    expect(map.get('/a')).toBe(2)
    expect(map.delete('/a')).toBe(true)
    expect(map.size).toBe(0)
  })
})
