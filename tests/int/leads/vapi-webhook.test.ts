import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VOICE_CONSENT_TEXT } from '@/copy/lead-intake'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import { endOfCallReport, hmacHeaders, postWebhook, TEST_VAPI_HMAC_SECRET, TEST_VAPI_SECRET } from '../../support/vapi-webhook'

let payload: Payload

async function callsWithId(callId: string) {
  return (await payload.find({ collection: 'voice-calls', where: { callId: { equals: callId } }, depth: 0 })).docs
}

async function voiceLeadsOf(callId: string) {
  const calls = await callsWithId(callId)
  const ids = calls.map((call) => call.contact as number)
  if (ids.length === 0) return []
  return (await payload.find({ collection: 'contacts', where: { id: { in: ids } }, depth: 0 })).docs
}

const totals = async () => ({
  calls: (await payload.count({ collection: 'voice-calls' })).totalDocs,
  contacts: (await payload.count({ collection: 'contacts' })).totalDocs,
})

beforeAll(async () => {
  process.env.VAPI_WEBHOOK_SECRET = TEST_VAPI_SECRET
  payload = await openPayload()
})

afterAll(() => {
  delete process.env.VAPI_WEBHOOK_SECRET
  delete process.env.CONTACT_RATE_LIMIT_MAX
})

describe('POST /api/vapi/webhook: authentication', () => {
  it.each([
    ['no secret', {}],
    ['a wrong X-Vapi-Secret', { 'x-vapi-secret': `${TEST_VAPI_SECRET}x` }],
    ['a wrong bearer token', { authorization: 'Bearer not-the-secret' }],
    ['the secret in another scheme', { authorization: `Basic ${TEST_VAPI_SECRET}` }],
  ])('answers 401 JSON to %s and stores nothing', async (_, headers) => {
    const before = await totals()
    const response = await postWebhook(endOfCallReport(), { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ message: 'No autorizado.' })
    expect(await totals()).toEqual(before)
  })

  it('refuses everything while VAPI_WEBHOOK_SECRET is unset', async () => {
    delete process.env.VAPI_WEBHOOK_SECRET
    try {
      const response = await postWebhook(endOfCallReport(), { headers: { 'x-vapi-secret': '' } })
      expect(response.status).toBe(401)
    } finally {
      process.env.VAPI_WEBHOOK_SECRET = TEST_VAPI_SECRET
    }
  })

  it('accepts the secret as Authorization: Bearer', async () => {
    const report = endOfCallReport()
    const response = await postWebhook(report, { headers: { authorization: `Bearer ${TEST_VAPI_SECRET}` } })
    expect(response.status).toBe(201)
    expect(await callsWithId(report.message.call.id)).toHaveLength(1)
  })
})

describe('POST /api/vapi/webhook: what it reads', () => {
  it('answers 400 JSON to a body that is not JSON', async () => {
    const response = await postWebhook(null, { rawBody: '{"message": {"type": "end-of-call-report",' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' })
  })

  it('answers 400 JSON to an end-of-call report without a call id', async () => {
    const report = endOfCallReport()
    const { call: _, ...withoutCall } = report.message
    const response = await postWebhook({ message: withoutCall })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'El informe de fin de llamada no es válido.' })
  })

  it('answers 200 to other message types and stores nothing', async () => {
    const before = await totals()
    for (const message of [
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call', call: { id: randomUUID() } },
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hola' },
      { type: 'conversation-update', messages: [] },
    ]) {
      const response = await postWebhook({ message })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'Mensaje ignorado.' })
    }
    expect(await totals()).toEqual(before)
  })

  it('answers 413 JSON to a body over its limit, and accepts a long call (a 1.5 MB report)', async () => {
    const huge = await postWebhook(null, { rawBody: JSON.stringify(endOfCallReport({ transcript: 'x'.repeat(4 * 1024 * 1024 + 1) })) })
    expect(huge.status).toBe(413)
    expect((await huge.json()).message).toBe('El contenido enviado supera el tamaño máximo permitido.')

    // A long call: 400 KB of transcript and its message list (with timings), 1.5 MB in all.
    const line = 'User: Quisiera saber si mi madre califica para Medicare y cuánto costaría el plan.\n'
    const transcript = line.repeat(Math.ceil((400 * 1024) / line.length))
    const report = endOfCallReport({ transcript })
    const turn = { role: 'user', message: line.trim(), time: 1763650806000, endTime: 1763650809000, secondsFromStart: 6, duration: 3000 }
    const messages = Array.from({ length: Math.ceil((1.1 * 1024 * 1024) / JSON.stringify(turn).length) }, () => turn)
    const body = JSON.stringify({ message: { ...report.message, artifact: { ...report.message.artifact, messages } } })
    expect(body.length).toBeGreaterThan(1.5 * 1024 * 1024)
    const response = await postWebhook(null, { rawBody: body })
    expect(response.status).toBe(201)
    const [call] = await callsWithId(report.message.call.id)
    expect(call.transcript).toBe(transcript.trim())
  })

  it('answers 400 JSON to a report nested 5 000 levels deep (it can never be stored: no retry asked), storing nothing', async () => {
    const before = await totals()
    const report = endOfCallReport()
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    const wrapped = JSON.stringify({
      message: { ...report.message, analysis: { ...report.message.analysis, structuredData: { name: 'Ana', extra: '@@' } } },
    })
    for (const rawBody of [wrapped.replace('"@@"', nested), `{"message":{"type":"status-update","extra":${nested}}}`]) {
      const response = await postWebhook(null, { rawBody })
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ message: 'El JSON enviado tiene demasiados niveles de anidamiento (máximo 64).' })
    }
    expect(await callsWithId(report.message.call.id)).toHaveLength(0)
    expect(await totals()).toEqual(before)
  })

  it('accepts a report nested as deep as Vapi nests its own (a structured-data value 40 levels deep)', async () => {
    const report = endOfCallReport()
    const deep = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)
    const body = { message: { ...report.message, analysis: { ...report.message.analysis, structuredData: { name: 'Ana', deep } } } }
    expect((await postWebhook(body)).status).toBe(201)
  })
})

describe('POST /api/vapi/webhook: signed with an HMAC credential (VAPI_WEBHOOK_HMAC_SECRET)', () => {
  beforeAll(() => {
    process.env.VAPI_WEBHOOK_HMAC_SECRET = TEST_VAPI_HMAC_SECRET
  })
  afterAll(() => {
    delete process.env.VAPI_WEBHOOK_HMAC_SECRET
  })

  it('stores a report whose signature over the raw body and timestamp matches (timestamp in ms or s)', async () => {
    for (const timestamp of [Date.now(), Math.floor(Date.now() / 1000)]) {
      const report = endOfCallReport()
      const rawBody = JSON.stringify(report)
      const response = await postWebhook(null, { rawBody, headers: hmacHeaders(rawBody, { timestamp }) })
      expect(response.status).toBe(201)
      expect(await callsWithId(report.message.call.id)).toHaveLength(1)
    }
  })

  it.each([
    ['no signature', (_body: string) => ({})],
    ['a signature made with another secret', (body: string) => hmacHeaders(body, { secret: 'otro-secreto-de-prueba-0123456789abcdef' })],
    ['a signature of another body', (body: string) => hmacHeaders(body.replace('Rosa', 'Rosb'))],
    ['a signature ten minutes old (a replay)', (body: string) => hmacHeaders(body, { timestamp: Date.now() - 10 * 60_000 })],
    ['a signature with its timestamp header changed', (body: string) => ({ ...hmacHeaders(body), 'x-timestamp': String(Date.now() + 1) })],
    ['a truncated signature', (body: string) => ({ ...hmacHeaders(body), 'x-signature': hmacHeaders(body)['x-signature'].slice(0, 32) })],
    ['only the static secret, once a signature is required', (_body: string) => ({ 'x-vapi-secret': TEST_VAPI_SECRET })],
  ])('answers 401 JSON to %s and stores nothing', async (_, headersFor) => {
    const before = await totals()
    const rawBody = JSON.stringify(endOfCallReport())
    const response = await postWebhook(null, { rawBody, headers: headersFor(rawBody) })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'No autorizado.' })
    expect(await totals()).toEqual(before)
  })
})

describe('POST /api/vapi/webhook: an end-of-call report', () => {
  it('stores the call and a voice lead the desk works like a form lead', async () => {
    const report = endOfCallReport()
    const response = await postWebhook(report)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { message: string; contactId: number }
    expect(body.message).toBe('Llamada registrada.')

    const [call] = await callsWithId(report.message.call.id)
    expect(call).toMatchObject({
      contact: body.contactId,
      durationSeconds: 125,
      endedReason: 'customer-ended-call',
      customerNumber: '+13055550142',
      summary: 'Rosa Pérez pide información sobre Medicare; cumple 65 años en enero.',
      recordingUrl: 'https://storage.vapi.ai/recordings/call-test-mono.wav',
      structuredData: { name: 'Rosa María Pérez', phone: '(786) 555-0199', insuranceType: 'Medicare' },
    })
    expect(call.transcript).toContain('Esta llamada puede ser grabada.')
    expect(new Date(call.startedAt as string).toISOString()).toBe('2026-11-20T15:00:00.000Z')

    const lead = await payload.findByID({ collection: 'contacts', id: body.contactId, depth: 0 })
    expect(lead).toMatchObject({
      firstName: 'Rosa',
      lastName: 'María Pérez',
      phone: '(786) 555-0199',
      insuranceType: 'medicare',
      source: 'voz',
      status: 'nuevo',
      message: 'Rosa Pérez pide información sobre Medicare; cumple 65 años en enero.',
      consentText: VOICE_CONSENT_TEXT,
    })
    expect(lead.email ?? null).toBeNull()
    expect(new Date(lead.consentAt as string).toISOString()).toBe('2026-11-20T15:00:00.000Z')
  })

  it("takes the caller's number when the assistant collected none, and names an unnamed caller", async () => {
    const report = endOfCallReport({ structuredData: null, customerNumber: '+1 305 555 0177' })
    expect((await postWebhook(report)).status).toBe(201)
    const [lead] = await voiceLeadsOf(report.message.call.id)
    expect(lead).toMatchObject({ firstName: 'Llamada de voz', phone: '+1 305 555 0177', source: 'voz' })
    expect(lead.insuranceType ?? null).toBeNull()
  })

  it('stores a web call with no number at all (the lead keeps the summary)', async () => {
    const report = endOfCallReport({ structuredData: { name: 'Ana' }, customerNumber: null })
    expect((await postWebhook(report)).status).toBe(201)
    const [lead] = await voiceLeadsOf(report.message.call.id)
    expect(lead).toMatchObject({ firstName: 'Ana', source: 'voz' })
    expect(lead.phone ?? null).toBeNull()
  })

  it('is not held to the visitor rules: no consent box, and the form limit of the same address does not apply', async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = '1'
    const ip = '203.0.113.200'
    expect((await postContact(validContactBody({ email: `${randomUUID()}@example.com` }), { ip })).status).toBe(201)
    expect((await postContact(validContactBody({ email: `${randomUUID()}@example.com` }), { ip })).status).toBe(429)
    for (let call = 0; call < 2; call += 1) expect((await postWebhook(endOfCallReport(), { ip })).status).toBe(201)
    delete process.env.CONTACT_RATE_LIMIT_MAX
  })
})

describe('POST /api/vapi/webhook: the same report delivered again', () => {
  it('stores one call and one lead when it arrives twice', async () => {
    const report = endOfCallReport()
    const before = await totals()
    expect((await postWebhook(report)).status).toBe(201)
    const again = await postWebhook(report)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ message: 'Llamada ya registrada.' })
    expect(await totals()).toEqual({ calls: before.calls + 1, contacts: before.contacts + 1 })
  })

  it('stores one call and one lead when six copies arrive at once', async () => {
    const report = endOfCallReport()
    const before = await totals()
    const responses = await Promise.all(Array.from({ length: 6 }, () => postWebhook(report)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201])
    expect(await callsWithId(report.message.call.id)).toHaveLength(1)
    expect(await voiceLeadsOf(report.message.call.id)).toHaveLength(1)
    expect(await totals()).toEqual({ calls: before.calls + 1, contacts: before.contacts + 1 })
  })
})
