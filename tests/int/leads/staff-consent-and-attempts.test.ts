import { randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STAFF_CONSENT_SCRIPT } from '@/copy/lead-intake'
import { openPayload } from '../../../tooling/payload'
import { type RestMethod, restCall } from '../../support/rest-api'

let payload: Payload
type Account = { id: number; token: string; label: string; name: string }
let staff: Account
let admin: Account

/** A number no other test uses. */
const freshPhone = () => `(954) ${String(randomInt(200, 999))}-${String(randomInt(0, 10_000)).padStart(4, '0')}`

async function signIn(role: 'staff' | 'admin', name: string): Promise<Account> {
  const email = `consent-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, label: `${name} (${email})`, name }
}

/** A REST call through the real route handlers, as the admin or a script would make it. */
const rest = (method: RestMethod, path: string, account: Account | null, body?: unknown) =>
  restCall(method, path, { token: account?.token, body })

async function enterLead(account: Account, data: Record<string, unknown>) {
  const response = await rest('POST', 'contacts', account, { firstName: 'Carmen', source: 'telefono', ...data })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const recordsOf = async (contactId: number) =>
  (await payload.find({ collection: 'consent-records', where: { contact: { equals: contactId } }, sort: 'id', depth: 0 })).docs

const historyOf = async (contactId: number) =>
  (await payload.find({ collection: 'lead-events', where: { contact: { equals: contactId } }, sort: '-id', depth: 0 })).docs

const optOutsOf = async (contactId: number) =>
  (await payload.find({ collection: 'opt-outs', where: { contact: { equals: contactId } }, sort: 'id', depth: 0 })).docs

beforeAll(async () => {
  payload = await openPayload()
  staff = await signIn('staff', 'Marta Ruiz')
  admin = await signIn('admin', 'Jefa Admin')
})

describe('staff record what the person said, per channel', () => {
  it('each answer is stored exactly: channel, answer, the sentence read and its version, the phone or e-mail, who and when', async () => {
    const phone = freshPhone()
    const email = `carmen-${randomUUID()}@example.com`
    const before = Date.now()
    const id = await enterLead(staff, { phone, email, consentCalls: 'acepta', consentTexts: 'rechaza', consentEmail: 'acepta' })

    const records = await recordsOf(id)
    expect(
      records.map(({ channel, answer, address, heardVia, statement, statementVersion, recordedByName }) => ({
        channel,
        answer,
        address,
        heardVia,
        statement,
        statementVersion,
        recordedByName,
      })),
    ).toEqual([
      {
        channel: 'llamadas',
        answer: 'acepta',
        address: phone,
        heardVia: 'llamada',
        statement: STAFF_CONSENT_SCRIPT.statements.llamadas,
        statementVersion: STAFF_CONSENT_SCRIPT.version,
        recordedByName: staff.label,
      },
      {
        channel: 'sms',
        answer: 'rechaza',
        address: phone,
        heardVia: 'llamada',
        statement: STAFF_CONSENT_SCRIPT.statements.sms,
        statementVersion: STAFF_CONSENT_SCRIPT.version,
        recordedByName: staff.label,
      },
      {
        channel: 'correo',
        answer: 'acepta',
        address: email,
        heardVia: 'llamada',
        statement: STAFF_CONSENT_SCRIPT.statements.correo,
        statementVersion: STAFF_CONSENT_SCRIPT.version,
        recordedByName: staff.label,
      },
    ])
    for (const record of records) {
      expect(new Date(record.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(record.recordedBy).toBe(staff.id)
    }

    // The refusal of texts puts the phone (only) on the 'no contactar' list, signed by the staff member.
    const listed = await optOutsOf(id)
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ phone, email: null, channel: 'llamada', byName: staff.name })

    const [line] = await historyOf(id)
    expect(line).toMatchObject({
      kind: 'consentimiento',
      authorName: staff.name,
      note: 'Llamadas: acepta · Mensajes de texto: no acepta · Correo electrónico: acepta (por teléfono).',
    })
  })

  it('nothing is recorded for a channel left unanswered, and a walk-in is heard in person', async () => {
    const email = `carmen-${randomUUID()}@example.com`
    const id = await enterLead(staff, { phone: freshPhone(), email, source: 'en-persona', consentEmail: 'rechaza' })
    const records = await recordsOf(id)
    expect(records.map(({ channel, answer, heardVia }) => ({ channel, answer, heardVia }))).toEqual([
      { channel: 'correo', answer: 'rechaza', heardVia: 'en-persona' },
    ])
    // A refused e-mail puts the e-mail (only) on the list.
    expect((await optOutsOf(id)).map(({ phone, email: listed, channel }) => ({ phone, email: listed, channel }))).toEqual([
      { phone: null, email, channel: 'en-persona' },
    ])
  })

  it('a refusal of texts lists the phone for texts only: the lead stays callable; a refusal of calls stops all contact', async () => {
    const textsRefused = await enterLead(staff, { phone: freshPhone(), consentCalls: 'acepta', consentTexts: 'rechaza' })
    expect((await optOutsOf(textsRefused)).map(({ scope }) => scope)).toEqual(['texts'])
    expect((await payload.findByID({ collection: 'contacts', id: textsRefused, depth: 0 })).doNotContact).toBe(false)

    const callsRefused = await enterLead(staff, { phone: freshPhone(), consentCalls: 'rechaza' })
    expect((await optOutsOf(callsRefused)).map(({ scope }) => scope)).toEqual(['all'])
    expect((await payload.findByID({ collection: 'contacts', id: callsRefused, depth: 0 })).doNotContact).toBe(true)
  })

  it('a later answer on a stored lead needs how it was given, then is one more record', async () => {
    const id = await enterLead(staff, { phone: freshPhone() })
    expect(await recordsOf(id)).toHaveLength(0)

    const refused = await rest('PATCH', `contacts/${id}`, staff, { consentCalls: 'rechaza' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Indique cómo dio su respuesta: por teléfono o en persona.')
    expect(await recordsOf(id)).toHaveLength(0)

    expect((await rest('PATCH', `contacts/${id}`, staff, { consentCalls: 'rechaza', consentHeardVia: 'llamada' })).status).toBe(200)
    expect((await recordsOf(id)).map(({ channel, answer }) => ({ channel, answer }))).toEqual([{ channel: 'llamadas', answer: 'rechaza' }])
    expect(await optOutsOf(id)).toHaveLength(1)
  })

  it('the answers are never columns of the lead: reading it back shows the choices empty', async () => {
    const id = await enterLead(staff, { phone: freshPhone(), consentCalls: 'acepta' })
    const lead = await payload.findByID({ collection: 'contacts', id, depth: 0 })
    expect(lead.consentCalls ?? null).toBeNull()
  })
})

describe('consent records and history lines are evidence', () => {
  for (const who of ['staff', 'admin'] as const) {
    it(`${who}: a consent record cannot be created, edited or deleted over REST`, async () => {
      const account = who === 'staff' ? staff : admin
      const id = await enterLead(staff, { phone: freshPhone(), consentCalls: 'acepta' })
      const [record] = await recordsOf(id)

      const created = await rest('POST', 'consent-records', account, {
        contact: id,
        channel: 'sms',
        answer: 'acepta',
        heardVia: 'llamada',
        statement: 'inventado',
        statementVersion: 'x',
      })
      expect(created.status).toBe(403)
      expect((await rest('PATCH', `consent-records/${record.id}`, account, { answer: 'rechaza', statement: 'otro' })).status).toBe(403)
      expect((await rest('DELETE', `consent-records/${record.id}`, account)).status).toBe(403)
      // Bulk forms too.
      expect(
        (await rest('PATCH', `consent-records?where[id][equals]=${record.id}`, account, { answer: 'rechaza' })).status,
      ).toBeGreaterThanOrEqual(400)
      expect((await rest('DELETE', `consent-records?where[id][equals]=${record.id}`, account)).status).toBeGreaterThanOrEqual(400)

      expect(await recordsOf(id)).toEqual([record])
    })

    it(`${who}: an attempt line of the history cannot be edited or deleted over REST`, async () => {
      const account = who === 'staff' ? staff : admin
      const id = await enterLead(staff, { phone: freshPhone() })
      expect((await rest('POST', `contacts/${id}/attempts`, staff, { channel: 'llamada', outcome: 'no-contesto' })).status).toBe(201)
      const [line] = await historyOf(id)
      expect((await rest('PATCH', `lead-events/${line.id}`, account, { attemptOutcome: 'contesto' })).status).toBe(403)
      expect((await rest('DELETE', `lead-events/${line.id}`, account)).status).toBe(403)
      expect(await historyOf(id)).toEqual([line])
    })
  }

  it('a lead deleted by an admin keeps its consent records', async () => {
    const id = await enterLead(staff, { phone: freshPhone(), consentCalls: 'acepta' })
    const [record] = await recordsOf(id)
    expect((await rest('DELETE', `contacts/${id}`, admin)).status).toBe(200)
    const kept = await payload.findByID({ collection: 'consent-records', id: record.id, depth: 0 })
    expect(kept).toMatchObject({
      channel: 'llamadas',
      answer: 'acepta',
      address: record.address,
      statement: record.statement,
      contact: null,
    })
  })
})

describe('one tap logs a contact attempt in the history', () => {
  it('stores channel, outcome, who and when', async () => {
    const id = await enterLead(staff, { phone: freshPhone() })
    const response = await rest('POST', `contacts/${id}/attempts`, staff, { channel: 'sms', outcome: 'dejo-mensaje' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Intento registrado.' })
    const [line] = await historyOf(id)
    expect(line).toMatchObject({
      kind: 'intento',
      attemptChannel: 'sms',
      attemptOutcome: 'dejo-mensaje',
      author: staff.id,
      authorName: staff.name,
    })
  })

  it('«Pidió no ser contactado» marks the lead «No contactar» and lists its phone and e-mail', async () => {
    const phone = freshPhone()
    const email = `carmen-${randomUUID()}@example.com`
    const id = await enterLead(staff, { phone, email })
    expect((await rest('POST', `contacts/${id}/attempts`, staff, { channel: 'llamada', outcome: 'pidio-no-contactar' })).status).toBe(201)
    const lead = await payload.findByID({ collection: 'contacts', id, depth: 0 })
    expect(lead).toMatchObject({ doNotContact: true, doNotContactChannel: 'llamada', doNotContactBy: staff.name })
    expect((await optOutsOf(id)).map(({ phone: listed, email: listedEmail }) => ({ phone: listed, email: listedEmail }))).toEqual([
      { phone, email },
    ])
    const kinds = (await historyOf(id)).map(({ kind }) => kind)
    expect(kinds).toEqual(['no-contactar', 'intento'])
  })

  it('a Medicare lead keeps the call recording reference; another lead refuses one', async () => {
    const medicare = await enterLead(staff, { phone: freshPhone(), insuranceType: 'medicare' })
    expect(
      (
        await rest('POST', `contacts/${medicare}/attempts`, staff, {
          channel: 'llamada',
          outcome: 'contesto',
          recordingRef: ' GRAB-2026-11-25-0042 ',
        })
      ).status,
    ).toBe(201)
    expect((await historyOf(medicare))[0]).toMatchObject({ attemptOutcome: 'contesto', recordingRef: 'GRAB-2026-11-25-0042' })

    const other = await enterLead(staff, { phone: freshPhone(), insuranceType: 'vida' })
    const refused = await rest('POST', `contacts/${other}/attempts`, staff, {
      channel: 'llamada',
      outcome: 'contesto',
      recordingRef: 'GRAB-1',
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'La referencia de la grabación solo se guarda en clientes de Medicare.' })
    expect(await historyOf(other)).toHaveLength(0)
  })

  it('refuses bad input with a Spanish 4xx, and strangers with 401', async () => {
    const id = await enterLead(staff, { phone: freshPhone() })
    const cases: [Account | null, string, unknown, number, string][] = [
      [null, `contacts/${id}/attempts`, { channel: 'llamada', outcome: 'contesto' }, 401, 'Inicie sesión para registrar un intento.'],
      [
        staff,
        `contacts/${id}/attempts`,
        { channel: 'fax', outcome: 'contesto' },
        400,
        'Elija el medio: llamada, mensaje de texto, WhatsApp o correo.',
      ],
      [staff, `contacts/${id}/attempts`, { channel: 'llamada', outcome: 'colgó' }, 400, 'Elija el resultado del intento.'],
      [staff, `contacts/${id}/attempts`, [], 400, 'Envíe un objeto JSON con el medio (channel) y el resultado (outcome).'],
      [staff, 'contacts/999999999/attempts', { channel: 'llamada', outcome: 'contesto' }, 404, 'No se encontró el cliente.'],
    ]
    for (const [account, path, body, status, message] of cases) {
      const response = await rest('POST', path, account, body)
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ message })
    }
    expect(await historyOf(id)).toHaveLength(0)
  })

  it('a change of «Próximo seguimiento» is a line of the history, from and to', async () => {
    const id = await enterLead(staff, { phone: freshPhone() })
    expect((await rest('PATCH', `contacts/${id}`, staff, { followUpAt: '2026-12-01T15:00:00.000Z' })).status).toBe(200)
    expect((await rest('PATCH', `contacts/${id}`, staff, { followUpAt: '2026-12-03T14:30:00.000Z' })).status).toBe(200)
    // The same moment saved again adds nothing.
    expect((await rest('PATCH', `contacts/${id}`, staff, { followUpAt: '2026-12-03T14:30:00.000Z' })).status).toBe(200)
    const lines = (await historyOf(id)).map(({ kind, fromFollowUpAt, toFollowUpAt, authorName }) => ({
      kind,
      fromFollowUpAt: fromFollowUpAt ?? null,
      toFollowUpAt: toFollowUpAt ?? null,
      authorName,
    }))
    expect(lines).toEqual([
      { kind: 'seguimiento', fromFollowUpAt: '2026-12-01T15:00:00.000Z', toFollowUpAt: '2026-12-03T14:30:00.000Z', authorName: staff.name },
      { kind: 'seguimiento', fromFollowUpAt: null, toFollowUpAt: '2026-12-01T15:00:00.000Z', authorName: staff.name },
    ])
  })
})
