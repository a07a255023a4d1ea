import { afterEach, describe, expect, it } from 'vitest'

import { clientIp } from '@/lib/client-ip'

const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor })

afterEach(() => {
  delete process.env.TRUST_PROXY
})

describe('clientIp', () => {
  it('takes the address Next or our proxy appended last', () => {
    expect(clientIp(headers('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientIp(headers('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7')
    expect(clientIp(headers('::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1')
  })

  it('with TRUST_PROXY=2 takes the second address from the right', () => {
    process.env.TRUST_PROXY = '2'
    expect(clientIp(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7')
    expect(clientIp(headers('203.0.113.7'))).toBe('203.0.113.7')
  })

  it('is null without a usable address', () => {
    expect(clientIp(headers())).toBeNull()
    expect(clientIp(headers('<script>'))).toBeNull()
  })
})
