import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { addressLimitKey, clientIp, normalizeAddress, trustedProxyHops } from '@/lib/server/client-ip'
import { markFrontServer, PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'

const request = (peer: string | undefined, forwardedFor?: string) =>
  new Headers({
    ...(peer === undefined ? {} : { [PEER_ADDRESS_HEADER]: peer }),
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  })

afterEach(() => {
  delete process.env.TRUST_PROXY
})

describe('clientIp', () => {
  it('trusts no header when the front server does not run in this process (next dev, next start)', () => {
    expect(clientIp(request('203.0.113.7', '6.6.6.6'))).toBeNull()
  })

  describe('behind the front server', () => {
    beforeAll(() => markFrontServer())

    it('with no proxy configured (the default) is the peer, whatever X-Forwarded-For says', () => {
      expect(clientIp(request('203.0.113.7'))).toBe('203.0.113.7')
      expect(clientIp(request('203.0.113.7', '6.6.6.6'))).toBe('203.0.113.7')
      expect(clientIp(request('203.0.113.7', '6.6.6.6, 7.7.7.7'))).toBe('203.0.113.7')
    })

    it('with TRUST_PROXY=1 is the address our proxy appended (the right-most entry)', () => {
      process.env.TRUST_PROXY = '1'
      expect(clientIp(request('172.18.0.3', '203.0.113.7'))).toBe('203.0.113.7')
      expect(clientIp(request('172.18.0.3', '6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7')
      // a request from inside (no proxy in between) is its peer
      expect(clientIp(request('127.0.0.1'))).toBe('127.0.0.1')
    })

    it('with TRUST_PROXY=2 skips two proxies', () => {
      process.env.TRUST_PROXY = '2'
      expect(clientIp(request('172.18.0.3', '6.6.6.6, 203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7')
      expect(clientIp(request('172.18.0.3', '203.0.113.7'))).toBe('203.0.113.7')
    })

    it('is null without a usable address', () => {
      expect(clientIp(request(undefined))).toBeNull()
      expect(clientIp(request(''))).toBeNull()
      process.env.TRUST_PROXY = '1'
      expect(clientIp(request('172.18.0.3', '<script>'))).toBeNull()
    })

    it('is normalised', () => {
      expect(clientIp(request('::ffff:127.0.0.1'))).toBe('127.0.0.1')
      expect(clientIp(request('2001:DB8::0:1'))).toBe('2001:db8::1')
    })
  })
})

describe('trustedProxyHops', () => {
  it('is 0 unless TRUST_PROXY is a positive number', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: '' })).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: '0' })).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: '-1' })).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY: '1' })).toBe(1)
    expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2)
  })
})

describe('normalizeAddress', () => {
  it('writes each address one way', () => {
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7')
    expect(normalizeAddress('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(normalizeAddress('::FFFF:C633:6407')).toBe('198.51.100.7')
    expect(normalizeAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(normalizeAddress('::1')).toBe('::1')
  })

  it('refuses what is not an address', () => {
    for (const value of ['', 'unknown', '127.1', '0x7f.0.0.1', '1.2.3.4:80', '[::1]', '2001:db8::/64', '1.2.3.256', '<script>']) {
      expect(normalizeAddress(value)).toBeNull()
    }
  })
})

describe('addressLimitKey', () => {
  it('counts IPv4 per address and IPv6 per /64 network', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(addressLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressLimitKey('::1')).toBe('::/64')
    expect(addressLimitKey(null)).toBe('unknown')
  })
})
