import { describe, expect, it } from 'vitest'

import { attributionFromLanding, attributionSchema, parseStoredAttribution } from '@/leads/intake/attribution'
import { contactSchema } from '@/leads/intake/contact-schema'

const now = new Date('2026-11-20T15:00:00.000Z')
const landing = (query: string, path = '/') => new URL(`https://www.agencia.example${path}?${query}`)

describe('first-touch attribution', () => {
  it('keeps the campaign parameters, the landing path, the referring host and the time', () => {
    const url = landing('utm_source=google&utm_medium=cpc&utm_campaign=medicare-65&utm_term=seguro+medicare&gclid=Cj0KCQ_abc-1', '/')
    expect(attributionFromLanding(url, 'https://www.Google.com/search?q=x', now)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'medicare-65',
      utmTerm: 'seguro medicare',
      gclid: 'Cj0KCQ_abc-1',
      landingPath: '/',
      referrerHost: 'www.google.com',
      firstVisitAt: '2026-11-20T15:00:00.000Z',
    })
  })

  it('records nothing for an ordinary visit, and no referrer for the site itself', () => {
    expect(attributionFromLanding(landing('ref=menu'), 'https://www.google.com/', now)).toBeNull()
    const own = attributionFromLanding(landing('fbclid=IwAR0abc', '/legal-notice'), 'https://www.agencia.example/', now)
    expect(own).toEqual({ fbclid: 'IwAR0abc', landingPath: '/legal-notice', firstVisitAt: '2026-11-20T15:00:00.000Z' })
  })

  it('leaves out a value the server would refuse, keeping the rest', () => {
    const url = landing(`utm_source=fb&utm_campaign=${'x'.repeat(151)}&gclid=${encodeURIComponent('<script>')}&utm_medium=%01social`)
    expect(attributionFromLanding(url, '', now)).toEqual({ utmSource: 'fb', landingPath: '/', firstVisitAt: '2026-11-20T15:00:00.000Z' })
  })

  it('refuses forged values on the server: markup, control characters, long values, bad hosts and paths', () => {
    for (const forged of [
      { utmCampaign: '<img src=x onerror=alert(1)>' },
      { utmSource: 'a\u0000b' },
      { utmContent: 'x'.repeat(151) },
      { gclid: 'abc def' },
      { referrerHost: 'evil.example/path' },
      { landingPath: 'https://evil.example/' },
      { firstVisitAt: 'yesterday' },
      { utmSource: 7 },
    ]) {
      expect(attributionSchema.safeParse(forged).success, JSON.stringify(forged)).toBe(false)
    }
  })

  it('is part of the contact schema: optional, and checked when present', () => {
    const contact = { firstName: 'Lucía', lastName: 'Martínez', email: 'lucia@example.com', phone: '(786) 555-0142', consent: true }
    expect(contactSchema.safeParse(contact).success).toBe(true)
    expect(contactSchema.safeParse({ ...contact, attribution: { utmSource: 'google' } }).success).toBe(true)
    const refused = contactSchema.safeParse({ ...contact, attribution: { utmSource: '<b>' } })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['attribution', 'utmSource'],
      message: 'Los datos de origen de la visita no son válidos.',
    })
  })

  it('reads back only what still validates', () => {
    expect(parseStoredAttribution('{"utmSource":"google"}')).toEqual({ utmSource: 'google' })
    expect(parseStoredAttribution('{"utmSource":"<x>"}')).toBeNull()
    expect(parseStoredAttribution('not json')).toBeNull()
    expect(parseStoredAttribution(null)).toBeNull()
  })
})
