import { describe, expect, it } from 'vitest'

import { jsonDepthExceeds } from '@/lib/json-depth'

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays alike, up to the limit and one past it', () => {
    expect(jsonDepthExceeds(nested(64), 64)).toBe(false)
    expect(jsonDepthExceeds(nested(65), 64)).toBe(true)
    expect(jsonDepthExceeds(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`, 64)).toBe(true)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: '[[[[{{{{ \\" "[[[[' })
    expect(jsonDepthExceeds(text, 1)).toBe(false)
  })

  it('measures depth, not the number of containers', () => {
    expect(jsonDepthExceeds(JSON.stringify(Array.from({ length: 1000 }, () => [{}])), 3)).toBe(false)
  })
})
