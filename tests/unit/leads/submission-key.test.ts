import { describe, expect, it } from 'vitest'

import { createSubmissionKeys, randomKey } from '@/leads/ui/submission-key'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the form’s Idempotency-Key', () => {
  it('stays the same while the same content is sent again (a retry after a failure)', () => {
    const keys = createSubmissionKeys()
    const first = keys.keyFor('{"email":"ana@example.com"}')
    expect(first).toMatch(UUID_V4)
    expect(keys.keyFor('{"email":"ana@example.com"}')).toBe(first)
  })

  it('changes with the content, and after a success even for the same content', () => {
    const keys = createSubmissionKeys()
    const first = keys.keyFor('{"email":"ana@example.com"}')
    const edited = keys.keyFor('{"email":"ana.maria@example.com"}')
    expect(edited).not.toBe(first)
    keys.forget()
    expect(keys.keyFor('{"email":"ana.maria@example.com"}')).not.toBe(edited)
  })

  it('is a version 4 UUID also where crypto.randomUUID is missing (plain HTTP, older browsers)', () => {
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const made = new Set(Array.from({ length: 50 }, () => randomKey()))
      expect(made.size).toBe(50)
      for (const key of made) expect(key).toMatch(UUID_V4)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })
})
