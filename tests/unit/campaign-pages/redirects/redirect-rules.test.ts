import { describe, expect, it } from 'vitest'

import {
  allowedHostList,
  checkExternalDestination,
  comparablePath,
  isFollowableDestination,
  isSitePath,
  shadowsSiteRoute,
} from '@/campaign-pages/redirects/redirect-rules'

const hosts = ['www.medicare.gov']

describe('redirect rules', () => {
  it('compare paths without case, encoding, query or trailing slash', () => {
    expect(comparablePath('/Radio/?utm_source=x#a')).toBe('/radio')
    expect(comparablePath('/%43ontacto')).toBe('/contacto')
    expect(comparablePath('/')).toBe('/')
  })

  it('take as a path of the site only one leading slash with nothing a browser reads as another host', () => {
    for (const path of ['/radio', '/medicare-florida?utm_source=radio', '/contacto#formulario']) expect(isSitePath(path), path).toBe(true)
    for (const path of ['//evil.example', '/\\evil.example', '/%5Cevil.example', 'radio', '/a b', '/a\u202eb', 'javascript:x']) {
      expect(isSitePath(path), path).toBe(false)
    }
  })

  it('see a site route in any case, below it, and at the root', () => {
    for (const path of ['/Contacto', '/CITAS', '/citas/x', '/Privacy-Policy', '/admin', '/API', '/_next/x', '/']) {
      expect(shadowsSiteRoute(path), path).toBe(true)
    }
    expect(shadowsSiteRoute('/radio')).toBe(false)
  })

  it('allow an outside destination only over https, without user or port, on an exactly listed host', () => {
    expect(checkExternalDestination('https://www.medicare.gov/es', hosts)).toEqual({ ok: true })
    expect(checkExternalDestination('https://medicare.gov/', hosts)).toEqual({ ok: false, host: 'medicare.gov' })
    expect(checkExternalDestination('https://www.medicare.gov.evil.example/', hosts)).toEqual({
      ok: false,
      host: 'www.medicare.gov.evil.example',
    })
    for (const url of [
      'http://www.medicare.gov/',
      'https://www.medicare.gov@evil.example/',
      'https://www.medicare.gov:8443/',
      'HTTPS://x',
    ]) {
      expect(checkExternalDestination(url, hosts), url).toEqual({ ok: false, host: null })
    }
  })

  it('read the allowed hosts one per line, also parted by commas or spaces', () => {
    expect(allowedHostList('www.medicare.gov\nWWW.Healthcare.gov, a.example  b.example')).toEqual([
      'www.medicare.gov',
      'www.healthcare.gov',
      'a.example',
      'b.example',
    ])
    expect(allowedHostList(null)).toEqual([])
  })

  it('follow a stored row only to the site or an allowed host', () => {
    expect(isFollowableDestination('/contacto', hosts)).toBe(true)
    expect(isFollowableDestination('https://www.medicare.gov/', hosts)).toBe(true)
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://evil.example/']) {
      expect(isFollowableDestination(url, hosts), url).toBe(false)
    }
  })
})
