import { describe, expect, it } from 'vitest'

import { type LinkFacts, linkStateOf, soaMaySign } from '@/records/link-state-rule'

const now = new Date('2026-12-01T15:00:00.000Z')
const DAY = 86_400_000
const unsigned: LinkFacts = {
  purpose: 'application-review',
  expiresAt: new Date(now.getTime() + DAY),
  hasLead: true,
  signedAt: null,
  namesConsent: false,
  rescinded: false,
  soa: null,
}
const signedConsent: LinkFacts = {
  ...unsigned,
  purpose: 'marketplace-consent',
  signedAt: new Date(now.getTime() - DAY),
  namesConsent: true,
}

describe('what a signing link opens', () => {
  it('an unsigned link opens until it expires, while its lead is there', () => {
    expect(linkStateOf(unsigned, now)).toBe('open')
    expect(linkStateOf({ ...unsigned, expiresAt: now }, now)).toBe('gone')
    expect(linkStateOf({ ...unsigned, hasLead: false }, now)).toBe('gone')
  })

  it('a signed consent shows for 30 days, its rescission too; any other signed link opens nothing', () => {
    expect(linkStateOf(signedConsent, now)).toBe('consent-signed')
    expect(linkStateOf({ ...signedConsent, expiresAt: new Date(now.getTime() - DAY) }, now)).toBe('consent-signed')
    expect(linkStateOf({ ...signedConsent, rescinded: true }, now)).toBe('consent-rescinded')
    expect(linkStateOf({ ...signedConsent, signedAt: new Date(now.getTime() - 30 * DAY) }, now)).toBe('gone')
    expect(linkStateOf({ ...unsigned, signedAt: new Date(now.getTime() - DAY) }, now)).toBe('gone')
  })

  it('a rescission link opens the consent it names until it expires', () => {
    const rescission: LinkFacts = { ...unsigned, purpose: 'rescission', namesConsent: true }
    expect(linkStateOf(rescission, now)).toBe('rescission-open')
    expect(linkStateOf({ ...rescission, rescinded: true }, now)).toBe('consent-rescinded')
    expect(linkStateOf({ ...rescission, namesConsent: false }, now)).toBe('gone')
    expect(linkStateOf({ ...rescission, expiresAt: now }, now)).toBe('gone')
  })
})

describe('an SOA link of an appointment', () => {
  it('a first SOA while none is signed; a correction of the newest record only', () => {
    expect(soaMaySign(null)).toBe(true)
    expect(soaMaySign({ supersedes: null, signed: [] })).toBe(true)
    expect(soaMaySign({ supersedes: null, signed: [{ id: 1, supersedes: null }] })).toBe(false)
    expect(soaMaySign({ supersedes: 1, signed: [{ id: 1, supersedes: null }] })).toBe(true)
    expect(
      soaMaySign({
        supersedes: 1,
        signed: [
          { id: 1, supersedes: null },
          { id: 2, supersedes: 1 },
        ],
      }),
    ).toBe(false)
    expect(soaMaySign({ supersedes: 9, signed: [{ id: 1, supersedes: null }] })).toBe(false)
    expect(linkStateOf({ ...unsigned, purpose: 'soa', soa: { supersedes: null, signed: [{ id: 1, supersedes: null }] } }, now)).toBe('gone')
  })
})
