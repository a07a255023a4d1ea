import { describe, expect, it } from 'vitest'
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from '../../../../src/lib/server/link-token'

describe('link tokens', () => {
  it('are random, of the checked shape, and stored only as their hash', () => {
    const first = newLinkToken()
    const second = newLinkToken()
    expect(first.token).not.toBe(second.token)
    expect(looksLikeLinkToken(first.token)).toBe(true)
    expect(first.tokenHash).toBe(hashLinkToken(first.token))
    expect(first.tokenHash).not.toContain(first.token)
  })

  it('refuses anything else before a lookup', () => {
    for (const value of ['', '123', 'a'.repeat(42), `${'a'.repeat(42)}!`, 42, null]) {
      expect(looksLikeLinkToken(value)).toBe(false)
    }
  })
})
