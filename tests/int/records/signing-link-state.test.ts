/**
 * One link-state rule (issue 34): the proxy's one-query check of a signing link
 * (src/records/read/signing-link-state.ts) and the signing page's read (src/records/find-link.ts)
 * give the same state for every kind of link, so the proxy never answers «enlace no válido» for a
 * link the page would open, nor lets through one the page then refuses.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createSigningLink } from '@/records/create-signing-link'
import { type LinkState, linkState } from '@/records/find-link'
import { signingLinkState } from '@/records/read/signing-link-state'
import { rescindThroughLink, signThroughLink } from '@/records/sign-record'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { signature } from '../../support/signing-input'

let payload: Payload
let agent: Awaited<ReturnType<typeof newAgent>>

const signer = { ip: '203.0.113.21', userAgent: 'Mozilla/5.0 (prueba)' }
const tokenOf = (url: string) => url.split('/firmar/')[1]
const DAY = 86_400_000

async function newLead(): Promise<number> {
  const phone = `(954) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const lead = await payload.create({
    collection: 'contacts',
    data: { firstName: 'Rosa', lastName: `Pérez ${randomUUID().slice(0, 6)}`, source: 'telefono', status: 'nuevo', phone },
    user: { ...agent, collection: 'users' as const },
  })
  return lead.id
}

type LinkOptions = { purpose: 'soa' | 'marketplace-consent' | 'application-review' | 'rescission' } & Partial<{
  lead: number
  appointmentId: string
  supersedes: number
  rescinds: number
}>

async function newLink({ lead, ...options }: LinkOptions): Promise<{ token: string; lead: number; expiresAt: Date }> {
  const leadId = lead ?? (await newLead())
  const link = await createSigningLink(payload, {
    lead: leadId,
    agent: agent.id,
    email: false,
    attestationSummary: options.purpose === 'application-review' ? 'Ingresos: 32.000 USD; 2 personas en el hogar.' : null,
    ...options,
  })
  return { token: tokenOf(link.url), lead: leadId, expiresAt: new Date(link.expiresAt) }
}

async function signed(token: string, input = signature({ products: ['medigap'] })) {
  const outcome = await signThroughLink(payload, token, input, signer)
  if (outcome.kind !== 'signed') throw new Error(`not signed: ${outcome.kind}`)
  return outcome.record
}

/** The state as the signing page reads it and as the proxy reads it, at the same moment. */
async function bothStates(token: string, now = new Date()): Promise<{ page: LinkState['state']; proxy: LinkState['state'] }> {
  return { page: (await linkState(payload, token, now)).state, proxy: await signingLinkState(token, now) }
}

async function expectState(token: string, state: LinkState['state'], now?: Date) {
  expect(await bothStates(token, now)).toEqual({ page: state, proxy: state })
}

const newAgent = () =>
  payload.create({
    collection: 'users',
    data: {
      email: `link-state-${randomUUID()}@agencia.example`,
      password: `clave-${randomUUID()}`,
      roles: ['staff'],
      name: 'Marta Ruiz',
      npn: '17770021',
    },
  })

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
  agent = await newAgent()
  await payload.updateGlobal({ slug: 'site-settings', data: { agencyNpn: '19990021' }, context: { skipRevalidate: true } })
}, 120_000)

describe('the proxy and the signing page agree on every state of a signing link', () => {
  it('a token that is not one, or that no link has: gone', async () => {
    await expectState('no-es-un-enlace', 'gone')
    await expectState(randomBytes(32).toString('base64url'), 'gone')
  })

  it('an unsigned link: open until it expires, then gone', async () => {
    for (const purpose of ['soa', 'marketplace-consent', 'application-review'] as const) {
      const { token, expiresAt } = await newLink({ purpose })
      await expectState(token, 'open')
      await expectState(token, 'open', new Date(expiresAt.getTime() - 1000))
      await expectState(token, 'gone', expiresAt)
    }
  })

  it('a used link: gone (an SOA, an application review)', async () => {
    for (const purpose of ['soa', 'application-review'] as const) {
      const { token } = await newLink({ purpose })
      await signed(token)
      await expectState(token, 'gone')
    }
  })

  it('a link whose lead was deleted: gone', async () => {
    const { token, lead } = await newLink({ purpose: 'marketplace-consent' })
    await payload.delete({ collection: 'contacts', id: lead })
    await expectState(token, 'gone')
  })

  it('a signed Marketplace consent: shown for 30 days (also past the link’s expiry), then gone', async () => {
    const { token, expiresAt } = await newLink({ purpose: 'marketplace-consent' })
    const consent = await signed(token, signature())
    await expectState(token, 'consent-signed')
    await expectState(token, 'consent-signed', new Date(expiresAt.getTime() + DAY))
    await expectState(token, 'gone', new Date(new Date(consent.signedAt).getTime() + 31 * DAY))
  })

  it('a rescinded consent: «revocado» through its own link and through the rescission link; a rescission link expires', async () => {
    const { token, lead } = await newLink({ purpose: 'marketplace-consent' })
    const consent = await signed(token, signature())
    const rescission = await newLink({ purpose: 'rescission', lead, rescinds: consent.id })
    await expectState(rescission.token, 'rescission-open')
    await expectState(rescission.token, 'gone', rescission.expiresAt)
    const outcome = await rescindThroughLink(payload, rescission.token, signature(), signer)
    expect(outcome.kind).toBe('signed')
    await expectState(rescission.token, 'consent-rescinded')
    await expectState(token, 'consent-rescinded')
    await expectState(rescission.token, 'gone', rescission.expiresAt)
  })

  it('a second SOA link of an appointment whose SOA is signed: gone (superseded)', async () => {
    const appointmentId = `cita-${randomUUID().slice(0, 8)}`
    const first = await newLink({ purpose: 'soa', appointmentId })
    const spare = await newLink({ purpose: 'soa', appointmentId, lead: first.lead })
    await expectState(spare.token, 'open')
    await signed(first.token)
    await expectState(spare.token, 'gone')
  })

  it('a correction link: open while the record it supersedes is the newest; gone once another correction is signed', async () => {
    const appointmentId = `cita-${randomUUID().slice(0, 8)}`
    const first = await newLink({ purpose: 'soa', appointmentId })
    const original = await signed(first.token)
    const correction = await newLink({ purpose: 'soa', appointmentId, lead: first.lead, supersedes: original.id })
    const rival = await newLink({ purpose: 'soa', appointmentId, lead: first.lead, supersedes: original.id })
    await expectState(correction.token, 'open')
    await expectState(rival.token, 'open')
    await signed(correction.token, signature({ products: ['part-d'] }))
    await expectState(correction.token, 'gone')
    await expectState(rival.token, 'gone')
  })
})
