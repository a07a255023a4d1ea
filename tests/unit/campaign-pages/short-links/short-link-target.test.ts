import { describe, expect, it } from 'vitest'

import { shortLinkTarget } from '../../../../src/campaign-pages/short-links/short-link-target'

const radio = { utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026' }

describe('shortLinkTarget', () => {
  it('adds the campaign to a path, in the order source, medium, campaign, content', () => {
    expect(shortLinkTarget('/medicare-florida', { ...radio, utm_content: 'spot-30s' })).toBe(
      '/medicare-florida?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026&utm_content=spot-30s',
    )
  })

  it('adds the campaign to an absolute URL', () => {
    expect(shortLinkTarget('https://www.agencia.example/obamacare-2027', { utm_source: 'flyer' })).toBe(
      'https://www.agencia.example/obamacare-2027?utm_source=flyer',
    )
  })

  it('keeps the destination query as written and adds the campaign after it', () => {
    expect(shortLinkTarget('/medicare-florida?plan=ma&nombre=Jos%C3%A9+P', radio)).toBe(
      '/medicare-florida?plan=ma&nombre=Jos%C3%A9+P&utm_source=radio&utm_medium=offline&utm_campaign=aep-2026',
    )
  })

  it("lets the redirect's values win over same-name parameters already in the destination", () => {
    expect(shortLinkTarget('/medicare-florida?utm_source=google&utm_term=seguro&utm%5Fmedium=cpc', radio)).toBe(
      '/medicare-florida?utm_term=seguro&utm_source=radio&utm_medium=offline&utm_campaign=aep-2026',
    )
  })

  it('keeps same-name parameters the redirect leaves empty', () => {
    expect(shortLinkTarget('/medicare-florida?utm_campaign=aep-2025', { utm_source: 'radio', utm_campaign: '  ' })).toBe(
      '/medicare-florida?utm_campaign=aep-2025&utm_source=radio',
    )
  })

  it('keeps the fragment at the end, also when it holds a question mark', () => {
    expect(shortLinkTarget('/medicare-florida?plan=ma#contacto?x', radio)).toBe(
      '/medicare-florida?plan=ma&utm_source=radio&utm_medium=offline&utm_campaign=aep-2026#contacto?x',
    )
    expect(shortLinkTarget('https://www.agencia.example/#contacto', { utm_medium: 'qr' })).toBe(
      'https://www.agencia.example/?utm_medium=qr#contacto',
    )
  })

  it('fills an empty query instead of leaving a stray separator', () => {
    expect(shortLinkTarget('/medicare-florida?', { utm_source: 'radio' })).toBe('/medicare-florida?utm_source=radio')
    expect(shortLinkTarget('/medicare-florida?&plan=ma&', { utm_source: 'radio' })).toBe('/medicare-florida?plan=ma&utm_source=radio')
  })

  it('returns the destination unchanged without campaign values', () => {
    expect(shortLinkTarget('/medicare-florida?plan=ma#faq', null)).toBe('/medicare-florida?plan=ma#faq')
    expect(shortLinkTarget('/medicare-florida?utm_source=google', {})).toBe('/medicare-florida?utm_source=google')
    expect(shortLinkTarget('/medicare-florida', { utm_source: null, utm_content: '' })).toBe('/medicare-florida')
  })

  it('encodes a stored value that is not URL-safe rather than breaking the address', () => {
    expect(shortLinkTarget('/x', { utm_campaign: 'a&b=c' })).toBe('/x?utm_campaign=a%26b%3Dc')
  })

  it('keeps a parameter whose name is malformed percent-encoding', () => {
    expect(shortLinkTarget('/x?%E0%A4%A=1', { utm_source: 'radio' })).toBe('/x?%E0%A4%A=1&utm_source=radio')
  })
})
