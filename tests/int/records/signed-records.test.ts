/**
 * Signed records (issue 25): written by the signing code with the right hash, immutable through
 * REST (staff and admin), the Local API and the database, tampering detected, links stored only
 * as a hash and refused when wrong, expired or used, a consent rescinded through its link, every
 * view and print logged, the link's e-mail sent through the jobs queue to a real SMTP server.
 */
import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresOf } from '@/db/postgres'
import type { SignedRecord } from '@/payload-types'
import { createSigningLink } from '@/records/create-signing-link'
import { linkState } from '@/records/find-link'
import { recordIntegrity } from '@/records/read/records'
import { contentHashOf, factsOf, recordIsIntact } from '@/records/record-hash'
import { rescindThroughLink, signThroughLink } from '@/records/sign-record'
import { currentTexts } from '@/records/texts'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { type RestMethod, restCall } from '../../support/rest-api'
import { runJobsUntil } from '../../support/run-jobs'
import { signature } from '../../support/signing-input'
import { decodeQuotedPrintable, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'

let payload: Payload
let smtp: SmtpCapture
type Account = { id: number; token: string; name: string }
let staff: Account
let admin: Account

async function signIn(role: 'staff' | 'admin', name: string, npn?: string): Promise<Account> {
  const email = `records-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: [role], npn } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, name }
}

const rest = (method: RestMethod, path: string, account: Account | null, body?: unknown) =>
  restCall(method, path, { token: account?.token, body })

const query = (text: string, values: unknown[] = []) => postgresOf(payload).pool.query(text, values)

/** A lead as staff enter it for a phone caller. */
async function newLead(email?: string): Promise<{ id: number }> {
  const phone = `(954) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const response = await rest('POST', 'contacts', staff, {
    firstName: 'Rosa',
    lastName: `Pérez ${randomUUID().slice(0, 6)}`,
    source: 'telefono',
    phone,
    ...(email ? { email } : {}),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

const signer = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (prueba)' }

const tokenOf = (url: string) => url.split('/firmar/')[1]

async function readRow(id: number) {
  return (await query('select * from signed_records where id = $1', [id])).rows[0]
}

async function signedSoa(): Promise<{ record: SignedRecord; token: string; leadId: number }> {
  const lead = await newLead()
  const link = await createSigningLink(payload, { lead: lead.id, purpose: 'soa', sentBy: staff.id })
  const outcome = await signThroughLink(payload, tokenOf(link.url), signature({ products: ['medicare-advantage', 'part-d'] }), signer)
  if (outcome.kind !== 'signed') throw new Error(`not signed: ${outcome.kind}`)
  return { record: outcome.record, token: tokenOf(link.url), leadId: lead.id }
}

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  await seed(payload)
  await payload.updateGlobal({ slug: 'site-settings', data: { agencyNpn: '19990001' }, context: { skipRevalidate: true } })
  staff = await signIn('staff', 'Marta Ruiz', '17770001')
  admin = await signIn('admin', 'Jefa Admin')
})

afterAll(async () => {
  await stopStaffMailCapture(smtp)
})

describe('signing an SOA through its link', () => {
  it('stores the text as shown (names and NPNs filled in), the choices, who, when, where, and a hash of all of it', async () => {
    const before = Date.now()
    const { record, leadId } = await signedSoa()
    expect(record.kind).toBe('soa')
    expect(record.lead).toBe(leadId)
    expect(record.agent).toBe(staff.id)
    expect(record.textId).toBe(currentTexts.soa.id)
    expect(record.textVersion).toBe(currentTexts.soa.version)
    expect(record.shownText).toContain('Marta Ruiz (NPN 17770001)')
    expect(record.shownText).toContain('(NPN 19990001)')
    expect(record.shownText).toContain('Planes Medicare Advantage (Parte C) y planes de costo')
    expect(record.choices).toEqual({ products: ['medicare-advantage', 'part-d'] })
    expect(record.signerName).toBe('Rosa Pérez')
    expect(record.ip).toBe('203.0.113.7')
    expect(record.userAgent).toBe('Mozilla/5.0 (prueba)')
    expect(new Date(record.signedAt).getTime()).toBeGreaterThanOrEqual(before - 5)
    const tenYears = new Date(record.signedAt)
    tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10)
    expect(record.retainUntil).toBe(tenYears.toISOString())
    // The hash read back from the database matches a recomputation over every stored fact.
    const stored = await payload.findByID({ collection: 'signed-records', id: record.id, depth: 0, context: { internalRead: true } })
    expect(stored.contentHash).toMatch(/^[0-9a-f]{64}$/)
    expect(contentHashOf(factsOf(stored))).toBe(stored.contentHash)
    expect(recordIsIntact(stored)).toBe(true)
  })

  it('refuses a missing name or no product with Spanish messages, and stores nothing', async () => {
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'soa', sentBy: staff.id })
    const outcome = await signThroughLink(payload, tokenOf(link.url), signature({ signerName: ' ', products: [] }), signer)
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { signerName: 'Escriba su nombre completo (al menos 2 letras).', products: 'Marque al menos un tipo de producto.' },
    })
    const unknownProduct = await signThroughLink(payload, tokenOf(link.url), signature({ products: ['timeshare'] }), signer)
    expect(unknownProduct.kind).toBe('invalid')
    expect((await payload.count({ collection: 'signed-records', where: { lead: { equals: lead.id } } })).totalDocs).toBe(0)
  })

  it('a representative needs the relationship', async () => {
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'soa', sentBy: staff.id })
    const outcome = await signThroughLink(
      payload,
      tokenOf(link.url),
      signature({ products: ['medigap'], representativeName: 'Luis Pérez' }),
      signer,
    )
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: { representativeRelationship: 'Escriba la relación del representante con la persona.' },
    })
  })
})

describe('links', () => {
  it('stores only the token hash, never the token, and the API never shows the hash', async () => {
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'marketplace-consent', sentBy: staff.id })
    const token = tokenOf(link.url)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const row = (await query('select * from record_links where id = $1', [link.linkId])).rows[0]
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    const jobs = await query(`select input::text from payload_jobs where input::text like $1`, [`%${link.linkId}%`])
    for (const job of jobs.rows) expect(job.input).not.toContain(token)
    const response = await rest('GET', `record-links/${link.linkId}`, admin)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body.purpose).toBe('marketplace-consent')
    expect(body).not.toHaveProperty('tokenHash')
  })

  it('a wrong, expired or used link opens nothing', async () => {
    expect(await linkState(payload, 'not-a-token')).toEqual({ state: 'gone' })
    expect(await linkState(payload, 'A'.repeat(43))).toEqual({ state: 'gone' })

    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'soa', sentBy: staff.id, validDays: 1 })
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
    expect(await linkState(payload, tokenOf(link.url), later)).toEqual({ state: 'gone' })
    await query(`update record_links set expires_at = now() - interval '1 minute' where id = $1`, [link.linkId])
    expect((await signThroughLink(payload, tokenOf(link.url), signature({ products: ['medigap'] }), signer)).kind).toBe('gone')

    const { token } = await signedSoa()
    expect(await linkState(payload, token)).toEqual({ state: 'gone' })
    expect((await signThroughLink(payload, token, signature({ products: ['medigap'] }), signer)).kind).toBe('gone')
  })

  it('two submissions of one link at once store one record', async () => {
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'soa', sentBy: staff.id })
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => signThroughLink(payload, tokenOf(link.url), signature({ products: ['part-d'] }), signer)),
    )
    expect(outcomes.filter((outcome) => outcome.kind === 'signed')).toHaveLength(1)
    expect((await payload.count({ collection: 'signed-records', where: { link: { equals: link.linkId } } })).totalDocs).toBe(1)
  })

  it('staff send a link from a lead: the e-mail goes through the queue to the lead, with a link that opens the document', async () => {
    const email = `rosa-${randomUUID()}@example.com`
    const lead = await newLead(email)
    const response = await rest('POST', 'record-links/send', staff, { lead: lead.id, purpose: 'soa' })
    expect(response.status).toBe(201)
    const { url, emailed } = (await response.json()) as { url: string; emailed: boolean }
    expect(emailed).toBe(true)
    await runJobsUntil(payload, () => smtp.mailsWith(email).length > 0)
    const [mail] = smtp.inbox.filter((message) => message.to.includes(email))
    expect(mail).toBeDefined()
    expect(decodeQuotedPrintable(mail.raw).replace(/=\r?\n/g, '')).toContain(url)
    expect((await linkState(payload, tokenOf(url))).state).toBe('open')
  })

  it('the send endpoint answers clear 4xx: no session, unknown purpose, a review without its summary', async () => {
    const lead = await newLead()
    expect((await rest('POST', 'record-links/send', null, { lead: lead.id, purpose: 'soa' })).status).toBe(401)
    const wrong = await rest('POST', 'record-links/send', staff, { lead: lead.id, purpose: 'timeshare' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { message: string }).message).toMatch(/Elija el documento/)
    const noSummary = await rest('POST', 'record-links/send', staff, { lead: lead.id, purpose: 'application-review' })
    expect(noSummary.status).toBe(400)
    expect((await rest('POST', 'record-links/send', staff, { lead: 99999999, purpose: 'soa' })).status).toBe(404)
    // Nobody creates a link (or a record) through Payload's own REST create.
    expect((await rest('POST', 'record-links', admin, { lead: lead.id, purpose: 'soa', tokenHash: 'x' })).status).toBe(403)
    expect((await rest('POST', 'signed-records', admin, { kind: 'soa', signerName: 'X' })).status).toBe(403)
  })
})

describe('immutability', () => {
  it('REST PATCH and DELETE are refused with a 4xx JSON answer, as staff and as admin, and the row is unchanged', async () => {
    const { record } = await signedSoa()
    const before = await readRow(record.id)
    for (const account of [staff, admin]) {
      const patch = await rest('PATCH', `signed-records/${record.id}`, account, { signerName: 'Otra Persona' })
      expect(patch.status).toBeGreaterThanOrEqual(400)
      expect(patch.status).toBeLessThan(500)
      expect(await patch.json()).toHaveProperty('errors')
      const remove = await rest('DELETE', `signed-records/${record.id}`, account)
      expect(remove.status).toBeGreaterThanOrEqual(400)
      expect(remove.status).toBeLessThan(500)
      expect(await remove.json()).toHaveProperty('errors')
    }
    expect(await readRow(record.id)).toEqual(before)
  })

  it('the Local API, even with overrideAccess, cannot update or delete one: the database refuses', async () => {
    const { record } = await signedSoa()
    const before = await readRow(record.id)
    await expect(
      payload.update({ collection: 'signed-records', id: record.id, data: { signerName: 'Otra' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'signed-records', id: record.id, overrideAccess: true })).rejects.toThrow()
    await expect(query('update signed_records set signer_name = $1 where id = $2', ['Otra', record.id])).rejects.toThrow(
      /cannot be changed/,
    )
    await expect(query('delete from signed_records where id = $1', [record.id])).rejects.toThrow(/must be kept until/)
    expect(await readRow(record.id)).toEqual(before)
  })

  it('after its 10 years a record may be purged', async () => {
    const { record } = await signedSoa()
    await query(`begin; alter table signed_records disable trigger signed_records_refuse_change;
      update signed_records set retain_until = now() - interval '1 day' where id = ${record.id};
      alter table signed_records enable trigger signed_records_refuse_change; commit;`)
    await query('delete from signed_records where id = $1', [record.id])
    expect(await readRow(record.id)).toBeUndefined()
  })

  it('a row changed in the database (trigger disabled for that statement) no longer matches its hash, and the admin says so', async () => {
    const { record } = await signedSoa()
    expect(
      await recordIntegrity(
        payload,
        { ...(await payload.findByID({ collection: 'users', id: staff.id })), collection: 'users' },
        record.id,
      ),
    ).toBe(true)
    await query(`begin; alter table signed_records disable trigger signed_records_refuse_change;
      update signed_records set choices = '{"products":["medicare-advantage","part-d","medigap"]}' where id = ${record.id};
      alter table signed_records enable trigger signed_records_refuse_change; commit;`)
    const user = { ...(await payload.findByID({ collection: 'users', id: staff.id })), collection: 'users' as const }
    expect(await recordIntegrity(payload, user, record.id)).toBe(false)
    const print = await rest('GET', `signed-records/${record.id}/print`, staff)
    expect(await print.text()).toContain('ALERTA: el documento guardado ya no coincide con su huella.')
  })

  it('a lead with signed records cannot be deleted: a Spanish 409, the record stays', async () => {
    const { record, leadId } = await signedSoa()
    const response = await rest('DELETE', `contacts/${leadId}`, admin)
    expect(response.status).toBe(409)
    expect(JSON.stringify(await response.json())).toContain('Este cliente tiene documentos firmados')
    expect(await readRow(record.id)).toBeDefined()
  })
})

describe('Marketplace consent and its rescission', () => {
  it('the same link shows «firmado» and rescinds: a new record points at the consent, which is kept unchanged', async () => {
    const lead = await newLead()
    const link = await createSigningLink(payload, { lead: lead.id, purpose: 'marketplace-consent', sentBy: staff.id })
    const token = tokenOf(link.url)
    const signed = await signThroughLink(payload, token, signature(), signer)
    if (signed.kind !== 'signed') throw new Error('consent not signed')
    expect(signed.record.shownText).toContain('Cómo revocarlo')
    const consentRow = await readRow(signed.record.id)
    expect((await linkState(payload, token)).state).toBe('consent-signed')

    const rescinded = await rescindThroughLink(payload, token, signature(), signer)
    if (rescinded.kind !== 'signed') throw new Error('not rescinded')
    expect(rescinded.record.kind).toBe('rescission')
    expect(rescinded.record.rescinds).toBe(signed.record.id)
    expect(rescinded.record.shownText).toContain('revoco el consentimiento')
    expect(recordIsIntact(rescinded.record)).toBe(true)
    expect(await readRow(signed.record.id)).toEqual(consentRow)
    expect((await linkState(payload, token)).state).toBe('consent-rescinded')
    expect((await rescindThroughLink(payload, token, signature(), signer)).kind).toBe('gone')
  })

  it('an application review shows the summary staff filled in; the consumer confirms it and the signed record keeps it', async () => {
    const lead = await newLead()
    const summary = 'Ingresos del hogar 2027: $38.000. Sin otra cobertura. Dos personas en la solicitud.'
    const link = await createSigningLink(payload, {
      lead: lead.id,
      purpose: 'application-review',
      sentBy: staff.id,
      attestationSummary: summary,
    })
    const token = tokenOf(link.url)
    const outcome = await signThroughLink(payload, token, signature({ signerName: 'Rosa María Pérez' }), signer)
    if (outcome.kind !== 'signed') throw new Error(`not signed: ${outcome.kind}`)
    expect(outcome.record.kind).toBe('application-review')
    expect(outcome.record.textId).toBe(currentTexts['application-review'].id)
    expect(outcome.record.shownText).toContain(summary)
    expect(outcome.record.shownText).toContain('Marta Ruiz (NPN 17770001)')
    expect(outcome.record.signerName).toBe('Rosa María Pérez')
    expect(recordIsIntact(outcome.record)).toBe(true)
    // Signed once: the link opens nothing more, and the record cannot be changed.
    expect((await linkState(payload, token)).state).toBe('gone')
    await expect(query('update signed_records set shown_text = $1 where id = $2', ['otro resumen', outcome.record.id])).rejects.toThrow()
  })
})

describe('access log', () => {
  it('a single view and a print are logged with who and when; a list is not; print needs a session', async () => {
    const { record } = await signedSoa()
    const logOf = async () =>
      (await payload.find({ collection: 'record-access-log', where: { record: { equals: record.id } }, sort: 'at', depth: 0 })).docs

    expect((await rest('GET', 'signed-records?limit=5', staff)).status).toBe(200)
    expect(await logOf()).toHaveLength(0)

    expect((await rest('GET', `signed-records/${record.id}`, staff)).status).toBe(200)
    const print = await rest('GET', `signed-records/${record.id}/print`, admin)
    expect(print.status).toBe(200)
    expect(print.headers.get('content-type')).toMatch(/text\/html/)
    const html = await print.text()
    expect(html).toContain('Íntegro: el documento no cambió desde la firma.')
    expect(html).toContain('Rosa Pérez')

    expect((await logOf()).map(({ action, user, userName }) => ({ action, user, userName }))).toEqual([
      { action: 'view', user: staff.id, userName: 'Marta Ruiz' },
      { action: 'print', user: admin.id, userName: 'Jefa Admin' },
    ])
    const anonymous = await rest('GET', `signed-records/${record.id}/print`, null)
    expect(anonymous.status).toBe(401)
    expect((await rest('GET', `signed-records/${record.id}`, null)).status).toBe(403)
    expect(await logOf()).toHaveLength(2)
    // The log cannot be edited or deleted through the API either.
    const [line] = await logOf()
    expect((await rest('DELETE', `record-access-log/${line.id}`, admin)).status).toBe(403)
  })
})
