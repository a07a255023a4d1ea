import { describe, expect, it } from 'vitest'

import { shortLinkAddress, shortLinkQrFileName } from '../../../../src/campaign-pages/short-links/short-link-address'

describe('shortLinkAddress', () => {
  it("joins the site's public origin and the short link's path", () => {
    expect(shortLinkAddress('https://www.agencia.example', '/radio')).toBe('https://www.agencia.example/radio')
    expect(shortLinkAddress('https://www.agencia.example', 'radio')).toBe('https://www.agencia.example/radio')
  })

  it('stays on the site whatever the path starts with', () => {
    expect(shortLinkAddress('https://www.agencia.example', '//otro.example/x')).toBe('https://www.agencia.example/otro.example/x')
    expect(shortLinkAddress('https://www.agencia.example', '/\\otro.example')).toBe('https://www.agencia.example/otro.example')
  })

  it('takes the path of a full address written as the origin', () => {
    expect(shortLinkAddress('https://www.agencia.example', 'https://viejo.example/flyer?x=1')).toBe('https://www.agencia.example/flyer?x=1')
  })

  it('percent-encodes what a phone camera would not read as written', () => {
    expect(shortLinkAddress('http://localhost:3000', '/año nuevo')).toBe('http://localhost:3000/a%C3%B1o%20nuevo')
  })
})

describe('shortLinkQrFileName', () => {
  it('names the file after the short link', () => {
    expect(shortLinkQrFileName('/radio', 'png')).toBe('qr-radio.png')
    expect(shortLinkQrFileName('/Promo/AEP 2026/', 'svg')).toBe('qr-promo-aep-2026.svg')
    expect(shortLinkQrFileName('/año', 'png')).toBe('qr-ano.png')
    expect(shortLinkQrFileName('https://www.agencia.example/radio', 'png')).toBe('qr-radio.png')
  })

  it('gives the home page a name', () => {
    expect(shortLinkQrFileName('/', 'png')).toBe('qr-inicio.png')
  })
})
