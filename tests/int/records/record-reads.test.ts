/**
 * Issue 33, finding 3: every read of a signed record's contents leaves a line in its access log.
 * Lists (REST `find`, `where[id][equals]`, any depth, relations that populate a record) answer
 * only the admin list's columns; the whole record (shown text, choices, address, browser) comes
 * only from a single read, which is logged with who and when. Staff read the log; nobody edits it.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SignedRecord } from '@/payload-types'
import { writeSignedRecord } from '@/records/write-record'
import { openPayload } from '../../../tooling/payload'
import { type RestMethod, restCall } from '../../support/rest-api'

let payload: Payload
type Account = { id: number; token: string }
let staff: Account
let admin: Account

const rest = (method: RestMethod, path: string, account: Account | null, body?: unknown) =>
  restCall(method, path, { token: account?.token, body })

async function signIn(role: 'staff' | 'admin'): Promise<Account> {
  const email = `reads-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name: `Cuenta ${role}`, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string }
}

/** A signed SOA for a lead whose phone is known, written by the one writer of records. */
async function signedRecord(): Promise<{ record: SignedRecord; phone: string }> {
  const phone = `(954) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  // As staff enter a phone caller (the web form's rules ask for an e-mail and consent).
  const created = await rest('POST', 'contacts', staff, {
    firstName: 'Rosa',
    lastName: `Lectura ${randomUUID().slice(0, 6)}`,
    source: 'telefono',
    phone,
  })
  expect(created.status).toBe(201)
  const lead = ((await created.json()) as { doc: { id: number } }).doc
  const record = await writeSignedRecord(
    payload,
    {
      kind: 'soa',
      lead: lead.id,
      link: null,
      agent: null,
      rescinds: null,
      textId: 'soa',
      textVersion: 'v1',
      shownText: 'Texto secreto que vio la persona',
      choices: { products: ['part-d'] },
      signerName: 'Rosa Lectura',
      representativeName: 'Hija de Rosa',
      representativeRelationship: 'hija',
      ip: '203.0.113.77',
      userAgent: 'Mozilla/5.0 (navegador de Rosa)',
    },
    new Date(),
  )
  return { record, phone }
}

const logOf = async (recordId: number) =>
  (await payload.find({ collection: 'record-access-log', where: { record: { equals: recordId } }, depth: 0, sort: 'at' })).docs

/** What only a logged single read may show. */
const CONTENTS = ['shownText', 'choices', 'ip', 'userAgent', 'representativeName', 'representativeRelationship'] as const

function expectNoContents(doc: Record<string, unknown>) {
  for (const field of CONTENTS) expect(doc, field).not.toHaveProperty(field)
  expect(typeof doc.lead === 'object' && doc.lead !== null, 'lead populated').toBe(false)
}

function expectOnlyListColumns(doc: Record<string, unknown>, phone: string) {
  expectNoContents(doc)
  expect(JSON.stringify(doc)).not.toContain('Texto secreto')
  expect(JSON.stringify(doc)).not.toContain('203.0.113.77')
  expect(JSON.stringify(doc)).not.toContain(phone)
  expect(doc.signerName).toBe('Rosa Lectura')
  expect(typeof doc.lead).toBe('number')
  expect(doc.kind).toBe('soa')
  expect(doc.signedAt).toEqual(expect.any(String))
  expect(doc.retainUntil).toEqual(expect.any(String))
}

beforeAll(async () => {
  payload = await openPayload()
  staff = await signIn('staff')
  admin = await signIn('admin')
})

describe('list reads of signed records', () => {
  it('a list filtered to one id, a deep list and a populated relation answer only the list columns; nothing to log', async () => {
    const { record, phone } = await signedRecord()

    const byWhere = await rest('GET', `signed-records?where[id][equals]=${record.id}&depth=2`, staff)
    expect(byWhere.status).toBe(200)
    const [doc] = ((await byWhere.json()) as { docs: Record<string, unknown>[] }).docs
    expect(doc.id).toBe(record.id)
    expectOnlyListColumns(doc, phone)

    const deep = await rest('GET', 'signed-records?limit=100&depth=2', staff)
    expect(deep.status).toBe(200)
    const docs = ((await deep.json()) as { docs: Record<string, unknown>[] }).docs
    const listed = docs.find((item) => item.id === record.id)
    expectOnlyListColumns(listed ?? {}, phone)
    for (const item of docs) expectNoContents(item)
    expect(await logOf(record.id)).toHaveLength(0)
  })

  it('the record is not readable through another collection at depth either (the access log populates its record)', async () => {
    const { record, phone } = await signedRecord()
    expect((await rest('GET', `signed-records/${record.id}`, staff)).status).toBe(200)
    const response = await rest('GET', `record-access-log?where[record][equals]=${record.id}&depth=2`, staff)
    expect(response.status).toBe(200)
    const [line] = ((await response.json()) as { docs: { record: Record<string, unknown> }[] }).docs
    expectOnlyListColumns(line.record, phone)
  })

  it('a list cannot be filtered or sorted by the contents it does not show (no guessing the IP or the text)', async () => {
    const { record } = await signedRecord()
    for (const path of [
      `signed-records?where[ip][equals]=203.0.113.77`,
      `signed-records?where[shownText][like]=secreto`,
      `signed-records?where[or][0][userAgent][like]=Rosa`,
      `signed-records?sort=ip`,
      `signed-records/count?where[ip][equals]=203.0.113.77`,
      `record-access-log?where[record.ip][equals]=203.0.113.77`,
    ]) {
      const response = await rest('GET', path, staff)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      expect(JSON.stringify(await response.json()), path).not.toContain(String(record.signerName))
    }
    // The columns the admin list shows still filter.
    const bySigner = await rest('GET', `signed-records?where[signerName][equals]=Rosa%20Lectura&where[id][equals]=${record.id}`, staff)
    expect(bySigner.status).toBe(200)
  })
})

describe('single reads are whole and logged', () => {
  it('GET /api/signed-records/:id at depth 2 shows the whole record and logs a view with who, date and time', async () => {
    const { record } = await signedRecord()
    const before = Date.now()
    const response = await rest('GET', `signed-records/${record.id}?depth=2`, staff)
    expect(response.status).toBe(200)
    const doc = (await response.json()) as Record<string, unknown>
    expect(doc.shownText).toBe('Texto secreto que vio la persona')
    expect(doc.ip).toBe('203.0.113.77')
    const [line] = await logOf(record.id)
    expect(line).toMatchObject({ action: 'view', user: staff.id, userName: 'Cuenta staff' })
    expect(new Date(line.at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('the print is whole, names its keyed fingerprint, and is logged', async () => {
    const { record } = await signedRecord()
    const print = await rest('GET', `signed-records/${record.id}/print`, admin)
    expect(print.status).toBe(200)
    const html = await print.text()
    expect(html).toContain('Texto secreto que vio la persona')
    expect(html).toContain('Huella (HMAC-SHA256 con clave (v1))')
    expect(html).toContain('Íntegro')
    expect((await logOf(record.id)).map(({ action, user }) => ({ action, user }))).toEqual([{ action: 'print', user: admin.id }])
  })

  it('the admin shows the log with the time, not just the date', () => {
    const at = payload.collections['record-access-log'].config.fields.find((field) => 'name' in field && field.name === 'at')
    expect(at?.type).toBe('date')
    const date = (at as { admin?: { date?: { displayFormat?: string } } }).admin?.date
    expect(date?.displayFormat).toMatch(/HH:mm/)
  })
})

describe('the access log', () => {
  it('staff read it; nobody creates, changes or deletes a line through the API, admins included', async () => {
    const { record } = await signedRecord()
    expect((await rest('GET', `signed-records/${record.id}`, staff)).status).toBe(200)
    const [line] = await logOf(record.id)
    expect((await rest('GET', `record-access-log/${line.id}`, staff)).status).toBe(200)
    for (const account of [staff, admin]) {
      expect((await rest('PATCH', `record-access-log/${line.id}`, account, { userName: 'Nadie' })).status).toBe(403)
      expect((await rest('DELETE', `record-access-log/${line.id}`, account)).status).toBe(403)
      expect((await rest('POST', 'record-access-log', account, { record: record.id, action: 'view', at: new Date() })).status).toBe(403)
    }
    expect(await logOf(record.id)).toEqual([line])
  })
})
