/**
 * Signing links a stranger cannot abuse (issue 33, findings 5, 6 and 10): one SOA per appointment
 * (an open link reused, none after signing, a second SOA refused, a correction only by staff and
 * naming the record it supersedes, never an SOA without the agency's and the agent's NPN), consent
 * links bounded in time, a rescission only under the name that signed, staff told by e-mail, a
 * fresh rescission link sent to the address on file, and a signature made in a browser signed in
 * to the admin marked on the record and in the lead's history.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { soaPathForBooking } from '@/appointments/soa-step'
import { postgresOf } from '@/db/postgres'
import { hashLinkToken } from '@/lib/server/link-token'
import { createSigningLink } from '@/records/create-signing-link'
import { linkState } from '@/records/find-link'
import { rescindThroughLink, signThroughLink } from '@/records/sign-record'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { restCall } from '../../support/rest-api'
import { runJobsUntil } from '../../support/run-jobs'
import { signature } from '../../support/signing-input'
import { decodeQuotedPrintable, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'

let payload: Payload
let smtp: SmtpCapture
type Account = { id: number; token: string; name: string }
let staff: Account
let noNpnStaff: Account

const AGENCY_NPN = '19990002'

async function signIn(name: string, npn?: string): Promise<Account> {
  const email = `signing-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: ['staff'], npn } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, name }
}

const post = (path: string, account: Account, body: unknown) => restCall('POST', path, { token: account.token, body })

const query = (text: string, values: unknown[] = []) => postgresOf(payload).pool.query(text, values)

async function newLead(email?: string): Promise<{ id: number; lastName: string }> {
  const lastName = `Pérez ${randomUUID().slice(0, 6)}`
  const phone = `(954) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const response = await post('contacts', staff, { firstName: 'Rosa', lastName, source: 'telefono', phone, ...(email ? { email } : {}) })
  expect(response.status).toBe(201)
  return { id: ((await response.json()) as { doc: { id: number } }).doc.id, lastName }
}

const signer = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (prueba)' }
const tokenOf = (pathOrUrl: string) => pathOrUrl.split('/firmar/')[1]

/** A Medicare appointment booked on the site, and the visitor's own link to it (as the confirmation page holds it). */
async function bookedMedicare(assignedTo?: number): Promise<{ appointmentId: number; manageToken: string; leadId: number }> {
  const lead = await newLead()
  const startsAt = new Date(Date.now() + (30 + Math.floor(Math.random() * 2000)) * 86_400_000)
  startsAt.setUTCHours(14 + Math.floor(Math.random() * 6), Math.random() < 0.5 ? 0 : 30, 0, 0)
  const appointment = await payload.create({
    collection: 'appointments',
    data: {
      lead: lead.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      kind: 'llamada',
      topic: 'medicare',
      status: 'agendada',
      bookedBy: 'sitio',
      assignedTo,
    },
  })
  const manageToken = randomBytes(32).toString('base64url')
  await query('update appointments set manage_token_hash = $1 where id = $2', [hashLinkToken(manageToken), appointment.id])
  return { appointmentId: appointment.id, manageToken, leadId: lead.id }
}

const linksOfAppointment = async (appointmentId: number) =>
  (await query('select id from record_links where appointment_id = $1', [String(appointmentId)])).rows

async function setAgency(data: { agencyNpn?: string; defaultAgent?: number | null }) {
  await payload.updateGlobal({ slug: 'site-settings', data, context: { skipRevalidate: true } })
}

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  await seed(payload)
  staff = await signIn('Marta Ruiz', '17770002')
  noNpnStaff = await signIn('Pedro Sin Npn')
  await setAgency({ agencyNpn: AGENCY_NPN, defaultAgent: null })
}, 120_000)

afterAll(async () => {
  await setAgency({ defaultAgent: null })
  await stopStaffMailCapture(smtp)
})

describe('one SOA per appointment (finding 5)', () => {
  it('the SOA step pressed again and again, also at once, gives one link for the appointment', async () => {
    const { appointmentId, manageToken } = await bookedMedicare(staff.id)
    const first = await soaPathForBooking(payload, manageToken)
    const again = await Promise.all(Array.from({ length: 8 }, () => soaPathForBooking(payload, manageToken)))
    expect(first).toEqual({ kind: 'link', path: expect.stringMatching(/^\/firmar\/[A-Za-z0-9_-]{43}$/) })
    for (const step of again) expect(step).toEqual(first)
    expect(await linksOfAppointment(appointmentId)).toHaveLength(1)
  })

  it('once the SOA is signed the step makes no new link, and a second SOA for the appointment is refused', async () => {
    const { appointmentId, manageToken, leadId } = await bookedMedicare(staff.id)
    // A second link for the same appointment, as the old code minted them.
    const spare = await createSigningLink(payload, { lead: leadId, purpose: 'soa', agent: staff.id, appointmentId, email: false })
    const step = await soaPathForBooking(payload, manageToken)
    if (step?.kind !== 'link') throw new Error(`no link: ${JSON.stringify(step)}`)
    const signed = await signThroughLink(payload, tokenOf(step.path), signature({ products: ['medigap'] }), signer)
    expect(signed.kind).toBe('signed')

    expect(await soaPathForBooking(payload, manageToken)).toEqual({ kind: 'signed' })
    expect(await linksOfAppointment(appointmentId)).toHaveLength(2)
    const second = await signThroughLink(payload, tokenOf(spare.url), signature({ products: ['part-d'] }), signer)
    expect(second.kind).toBe('gone')
    expect((await linkState(payload, tokenOf(spare.url))).state).toBe('gone')
    expect((await query('select id from signed_records where lead_id = $1', [leadId])).rows).toHaveLength(1)
  })

  it('a correction is a new record made through staff, naming the one it supersedes', async () => {
    const { manageToken, leadId } = await bookedMedicare(staff.id)
    const step = await soaPathForBooking(payload, manageToken)
    if (step?.kind !== 'link') throw new Error('no link')
    const first = await signThroughLink(payload, tokenOf(step.path), signature({ products: ['medigap'] }), signer)
    if (first.kind !== 'signed') throw new Error('not signed')

    const response = await post('record-links/send', staff, { lead: leadId, purpose: 'soa', supersedes: first.record.id })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const correction = await signThroughLink(payload, tokenOf(url), signature({ products: ['part-d'] }), signer)
    if (correction.kind !== 'signed') throw new Error(`correction not signed: ${correction.kind}`)
    expect(correction.record.supersedes).toBe(first.record.id)
    // A record of another lead cannot be named.
    const other = await newLead()
    const wrong = await post('record-links/send', staff, { lead: other.id, purpose: 'soa', supersedes: first.record.id })
    expect(wrong.status).toBe(400)
  })

  it('a web-booked SOA names the agency’s default agent when nobody is assigned, never «— (NPN —)»', async () => {
    await setAgency({ defaultAgent: staff.id })
    try {
      const { manageToken } = await bookedMedicare()
      const step = await soaPathForBooking(payload, manageToken)
      if (step?.kind !== 'link') throw new Error(`no link: ${JSON.stringify(step)}`)
      const signed = await signThroughLink(payload, tokenOf(step.path), signature({ products: ['medigap'] }), signer)
      if (signed.kind !== 'signed') throw new Error('not signed')
      expect(signed.record.agent).toBe(staff.id)
      expect(signed.record.shownText).toContain(`Marta Ruiz (NPN 17770002)`)
      expect(signed.record.shownText).not.toContain('(NPN —)')
    } finally {
      await setAgency({ defaultAgent: null })
    }
  })

  it('no SOA while the agency’s or the agent’s NPN is missing: the visitor is told the agency sends it, staff a Spanish 400', async () => {
    const nobodyAssigned = await bookedMedicare()
    expect(await soaPathForBooking(payload, nobodyAssigned.manageToken)).toEqual({ kind: 'npn-missing' })
    const agentWithoutNpn = await bookedMedicare(noNpnStaff.id)
    expect(await soaPathForBooking(payload, agentWithoutNpn.manageToken)).toEqual({ kind: 'npn-missing' })
    expect(await linksOfAppointment(nobodyAssigned.appointmentId)).toHaveLength(0)
    expect(await linksOfAppointment(agentWithoutNpn.appointmentId)).toHaveLength(0)

    const refused = await post('record-links/send', noNpnStaff, { lead: agentWithoutNpn.leadId, purpose: 'soa' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toContain('NPN')

    await setAgency({ agencyNpn: '' })
    try {
      const booked = await bookedMedicare(staff.id)
      expect(await soaPathForBooking(payload, booked.manageToken)).toEqual({ kind: 'npn-missing' })
      const noAgencyNpn = await post('record-links/send', staff, { lead: booked.leadId, purpose: 'soa' })
      expect(noAgencyNpn.status).toBe(400)
      expect(((await noAgencyNpn.json()) as { message: string }).message).toContain('NPN de la agencia')
    } finally {
      await setAgency({ agencyNpn: AGENCY_NPN })
    }
  })
})

async function signedConsent(email?: string) {
  const lead = await newLead(email)
  const link = await createSigningLink(payload, { lead: lead.id, purpose: 'marketplace-consent', sentBy: staff.id, email: false })
  const token = tokenOf(link.url)
  const outcome = await signThroughLink(payload, token, signature({ signerName: 'Rosa María Pérez' }), signer)
  if (outcome.kind !== 'signed') throw new Error('consent not signed')
  return { lead, token, consent: outcome.record }
}

describe('consent links expire and rescind only under the signer’s name (finding 6)', () => {
  it('a rescission under another name is refused in Spanish; the signed name with other accents and case is taken', async () => {
    const { token, consent } = await signedConsent()
    const stranger = await rescindThroughLink(payload, token, signature({ signerName: 'Juan Extraño' }), signer)
    expect(stranger).toEqual({
      kind: 'invalid',
      errors: { signerName: 'Escriba su nombre tal como lo escribió al firmar el consentimiento.' },
    })
    expect((await query('select id from signed_records where rescinds_id = $1', [consent.id])).rows).toHaveLength(0)
    const same = await rescindThroughLink(payload, token, signature({ signerName: '  rosa   MARIA perez ' }), signer)
    expect(same.kind).toBe('signed')
  })

  it('30 days after signing the link shows nothing and rescinds nothing', async () => {
    const { token, consent } = await signedConsent()
    const later = new Date(new Date(consent.signedAt).getTime() + 31 * 86_400_000)
    expect(await linkState(payload, token, later)).toEqual({ state: 'gone' })
    await query(`begin; alter table signed_records disable trigger signed_records_refuse_change;
      update signed_records set signed_at = now() - interval '31 days' where id = ${consent.id};
      alter table signed_records enable trigger signed_records_refuse_change; commit;`)
    expect((await rescindThroughLink(payload, token, signature({ signerName: 'Rosa María Pérez' }), signer)).kind).toBe('gone')
  })

  it('a rescission e-mails staff through the jobs queue', async () => {
    const { token, lead } = await signedConsent()
    const rescinded = await rescindThroughLink(payload, token, signature({ signerName: 'Rosa María Pérez' }), signer)
    expect(rescinded.kind).toBe('signed')
    const mailAbout = () =>
      smtp.inbox.filter((mail) => {
        const text = decodeQuotedPrintable(mail.raw)
        return mail.to.includes('equipo@agencia.example') && text.includes(lead.lastName) && text.includes('revocó su consentimiento')
      })
    await runJobsUntil(payload, () => mailAbout().length > 0)
    expect(mailAbout()).toHaveLength(1)
  })

  it('staff send a fresh rescission link to the address on file; it rescinds the signed consent', async () => {
    const email = `rosa-${randomUUID()}@example.com`
    const { lead, consent } = await signedConsent(email)
    const response = await post('record-links/send', staff, { lead: lead.id, purpose: 'rescission' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { emailed: boolean; url?: string }
    expect(body.emailed).toBe(true)
    await runJobsUntil(payload, () => smtp.mailsWith(email).length > 0)
    const [mail] = smtp.inbox.filter((message) => message.to.includes(email))
    const url = /https?:\/\/\S+\/firmar\/[A-Za-z0-9_-]{43}/.exec(decodeQuotedPrintable(mail.raw).replace(/=\r?\n/g, ''))?.[0]
    if (!url) throw new Error('no link in the e-mail')
    expect((await linkState(payload, tokenOf(url))).state).toBe('rescission-open')
    const rescinded = await rescindThroughLink(payload, tokenOf(url), signature({ signerName: 'rosa maría pérez' }), signer)
    if (rescinded.kind !== 'signed') throw new Error(`not rescinded: ${rescinded.kind}`)
    expect(rescinded.record.rescinds).toBe(consent.id)

    // No signed consent to rescind, or no e-mail on file: a Spanish 400.
    const withoutConsent = await newLead(`x-${randomUUID()}@example.com`)
    expect((await post('record-links/send', staff, { lead: withoutConsent.id, purpose: 'rescission' })).status).toBe(400)
    const noEmail = await signedConsent()
    expect((await post('record-links/send', staff, { lead: noEmail.lead.id, purpose: 'rescission' })).status).toBe(400)
  })
})

describe('a signature from a browser signed in to the admin (finding 10)', () => {
  it('is marked on the record and in the lead’s history; a visitor’s is not', async () => {
    const { signerFromRequest } = await import('@/records/signer-from-request')
    const withSession = new Headers({ cookie: `payload-token=${staff.token}`, 'user-agent': 'Mozilla/5.0 (personal)' })
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'marketplace-consent', sentBy: staff.id, email: false })
    const marked = await signThroughLink(
      payload,
      tokenOf(link.url),
      signature(),
      await signerFromRequest(payload, withSession, '203.0.113.10'),
    )
    if (marked.kind !== 'signed') throw new Error('not signed')
    expect(marked.record.signedWithStaffSession).toBe(true)
    const history = await payload.find({ collection: 'lead-events', where: { contact: { equals: lead.id } }, depth: 0 })
    expect(history.docs.map((line) => line.note)).toContainEqual(expect.stringContaining('firmado en un navegador con sesión del personal'))

    const visitorLead = await newLead()
    const visitorLink = await createSigningLink(payload, {
      lead: visitorLead.id,
      purpose: 'marketplace-consent',
      sentBy: staff.id,
      email: false,
    })
    const visitor = await signerFromRequest(payload, new Headers({ 'user-agent': 'Mozilla/5.0' }), '203.0.113.11')
    const plain = await signThroughLink(payload, tokenOf(visitorLink.url), signature(), visitor)
    if (plain.kind !== 'signed') throw new Error('not signed')
    expect(plain.record.signedWithStaffSession).toBeFalsy()
  })
})
