import { describe, expect, it } from 'vitest'

import { formatIdempotencyKey, parseIdempotencyKey } from '@/leads/intake/idempotency-key'

describe('the Idempotency-Key header', () => {
  const key = '8e03978e-40d5-43e8-bc93-6894a57f9324'

  it('reads the Structured Field string the draft specifies, and a bare token', () => {
    expect(parseIdempotencyKey(formatIdempotencyKey(key))).toEqual({ ok: true, key })
    expect(parseIdempotencyKey(` ${key} `)).toEqual({ ok: true, key })
  })

  it('is optional', () => {
    expect(parseIdempotencyKey(null)).toEqual({ ok: true, key: null })
  })

  it.each(['', '""', '"con espacios"', '"a;b"', `"${'x'.repeat(256)}"`, '"ñ"'])('refuses %j', (value) => {
    expect(parseIdempotencyKey(value)).toEqual({ ok: false })
  })
})
