/**
 * Hostile input: hundreds of generated bad requests to POST /api/contacts through the real
 * REST handler. Every one must get a 4xx (never a 5xx) and none may store anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

type BadRequest = { name: string; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> }

const requiredFields = ['firstName', 'lastName', 'email', 'phone', 'consent'] as const
const allFields = ['firstName', 'lastName', 'email', 'phone', 'insuranceType', 'message', 'consent'] as const
const wrongTypes: [string, unknown][] = [
  ['number', 12345678901],
  ['boolean', true],
  ['array', ['Ana', 'Pérez']],
  ['object', { value: 'Ana' }],
  ['nested proto', { __proto__: { polluted: true } }],
]
const badEmails = [
  '',
  'ana',
  'ana@',
  '@example.com',
  'ana@@example.com',
  'ana example@example.com',
  'ana@example',
  '<script>@x.com',
  "' OR 1=1 --",
  `${'a'.repeat(250)}@example.com`,
]
const badPhones = [
  '',
  '123',
  '555-0100',
  'abcdefghijk',
  '305555010a',
  '<script>1</script>',
  "'; drop table contacts; --",
  '1'.repeat(31),
  '(305) 555-01',
  '+1 (305) 555',
]
const badInsuranceTypes = [
  'OBAMACARE',
  'dental',
  'medicare ',
  'vida; drop table contacts',
  '<b>x</b>',
  'null',
  '0',
  'privados\u0000',
  'otros2',
  '__proto__',
]
const badConsents: unknown[] = [false, 'true', 1, 'yes', null, 'on', [], {}, 0, 'false']
const injections = [
  "Robert'); DROP TABLE contacts;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as plain text
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
]
const controlCharacters = ['Ana\u0000', 'Ana\u0007', 'An\u001ba', '\u0008\u0008', 'Ana\u007f']

function generate(): BadRequest[] {
  const requests: BadRequest[] = []
  const valid = validContactBody()
  for (const field of requiredFields) {
    const body: Record<string, unknown> = { ...valid }
    delete body[field]
    requests.push({ name: `missing ${field}`, body })
  }
  for (const field of allFields) {
    for (const [label, value] of wrongTypes) {
      if (field === 'consent' && value === true) continue // the one right type and value
      requests.push({ name: `${field} as ${label}`, body: { ...valid, [field]: value } })
    }
  }
  for (const email of badEmails) requests.push({ name: `email ${JSON.stringify(email).slice(0, 40)}`, body: { ...valid, email } })
  for (const phone of badPhones) requests.push({ name: `phone ${JSON.stringify(phone).slice(0, 40)}`, body: { ...valid, phone } })
  for (const insuranceType of badInsuranceTypes)
    requests.push({ name: `insuranceType ${JSON.stringify(insuranceType)}`, body: { ...valid, insuranceType } })
  for (const consent of badConsents) requests.push({ name: `consent ${JSON.stringify(consent)}`, body: { ...valid, consent } })
  for (const value of controlCharacters) {
    requests.push({ name: `firstName control ${JSON.stringify(value)}`, body: { ...valid, firstName: value } })
    requests.push({ name: `lastName control ${JSON.stringify(value)}`, body: { ...valid, lastName: value } })
  }
  for (const value of ['', ' ', 'A', ' A ', '\t\n']) {
    requests.push({ name: `short firstName ${JSON.stringify(value)}`, body: { ...valid, firstName: value } })
    requests.push({ name: `short lastName ${JSON.stringify(value)}`, body: { ...valid, lastName: value } })
  }
  // Oversize values, each just over its bound and far over it.
  for (const [field, limit] of [
    ['firstName', 80],
    ['lastName', 80],
    ['email', 254],
    ['phone', 30],
    ['message', 5000],
  ] as const) {
    for (const extra of [1, 100, 5000]) {
      const value =
        field === 'email'
          ? `${'a'.repeat(limit + extra)}@example.com`
          : field === 'phone'
            ? '3'.repeat(limit + extra)
            : 'x'.repeat(limit + extra)
      requests.push({ name: `${field} ${limit + extra} chars`, body: { ...valid, [field]: value } })
    }
  }
  // Injection payloads where they make the data invalid (they are tested as stored text elsewhere).
  for (const payload of injections) {
    requests.push({ name: `injection in email ${payload}`, body: { ...valid, email: payload } })
    requests.push({ name: `injection in phone ${payload}`, body: { ...valid, phone: payload } })
    requests.push({ name: `injection in insuranceType ${payload}`, body: { ...valid, insuranceType: payload } })
    requests.push({ name: `injection without consent ${payload}`, body: { ...valid, firstName: payload, consent: false } })
  }
  // Prototype keys with an otherwise invalid body.
  const person = '"firstName":"Ana","lastName":"Pérez","email":"ana@example.com","phone":"3055550100"'
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    requests.push({
      name: `${key} key, no consent`,
      rawBody: `{"${key}":{"consent":true,"isAdmin":true},${person}}`,
    })
    requests.push({
      name: `${key} key with polluted consent`,
      rawBody: `{"${key}":{"consent":true},${person},"consent":"true"}`,
    })
  }
  // Bodies that are not a JSON object.
  for (const raw of [
    '',
    ' ',
    '{',
    '{"firstName":',
    "{'firstName':'Ana'}",
    '{"a":1,}',
    'null',
    '[]',
    '123',
    '"texto"',
    'true',
    '[{"firstName":"Ana"}]',
    'undefined',
    'NaN',
    '{"firstName":"Ana"}{"lastName":"B"}',
  ]) {
    requests.push({ name: `raw body ${JSON.stringify(raw)}`, rawBody: raw })
  }
  // Invalid UTF-8.
  for (const bytes of [[0xff, 0xfe], [0xc3, 0x28], [0xe2, 0x28, 0xa1], [0xf0, 0x28, 0x8c, 0xbc], [0x80]]) {
    const prefix = Buffer.from('{"firstName":"')
    const suffix = Buffer.from('","lastName":"Pérez","email":"ana@example.com","phone":"3055550100","consent":true}')
    requests.push({ name: `invalid UTF-8 ${bytes.join(',')}`, rawBody: Buffer.concat([prefix, Buffer.from(bytes), suffix]) })
  }
  // Wrong content types with a valid JSON body.
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/html',
    'application/jsonp',
    'image/png',
    'application/javascript',
  ]) {
    requests.push({ name: `content-type ${type}`, body: valid, headers: { 'content-type': type } })
  }
  // Oversize bodies.
  for (const size of [33 * 1024, 64 * 1024, 1024 * 1024, 4 * 1024 * 1024]) {
    requests.push({ name: `body of ${size} bytes`, body: { ...valid, message: 'x'.repeat(size), consent: true } })
  }
  // Huge headers on invalid bodies.
  for (const size of [8 * 1024, 32 * 1024, 64 * 1024]) {
    requests.push({
      name: `header of ${size} bytes`,
      body: { ...valid, consent: false },
      headers: { 'x-relleno': 'a'.repeat(size), 'user-agent': 'u'.repeat(size) },
    })
  }
  // Many combinations of broken fields.
  for (const email of badEmails.slice(1, 8)) {
    for (const phone of badPhones.slice(1, 8)) {
      for (const consent of [false, 'true'])
        requests.push({ name: `combo ${email}/${phone}/${consent}`, body: { ...valid, email, phone, consent } })
    }
  }
  for (const insuranceType of badInsuranceTypes) {
    for (const payload of injections)
      requests.push({ name: `combo ${insuranceType}/${payload}`, body: { ...valid, insuranceType, message: payload } })
  }
  return requests
}

async function contactCount() {
  const payload = await openPayload()
  return (await payload.count({ collection: 'contacts' })).totalDocs
}

describe('POST /api/contacts under hostile input', () => {
  const requests = generate()
  let before = 0

  beforeAll(async () => {
    process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
    before = await contactCount()
  })

  afterAll(() => {
    delete process.env.CONTACT_RATE_LIMIT_DISABLED
  })

  it(`generates at least 300 bad requests`, () => {
    expect(requests.length).toBeGreaterThanOrEqual(300)
  })

  it('answers every one with a 4xx and a JSON body, never a 5xx, and stores nothing', async () => {
    const failures: string[] = []
    for (const request of requests) {
      const response = await postContact(request.body, { rawBody: request.rawBody, headers: request.headers })
      const text = await response.text()
      const isJson = (() => {
        try {
          JSON.parse(text)
          return true
        } catch {
          return false
        }
      })()
      if (response.status < 400 || response.status > 499 || !isJson)
        failures.push(`${request.name}: ${response.status} ${text.slice(0, 80)}`)
    }
    expect(failures).toEqual([])
    expect(await contactCount()).toBe(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })

  it('stores script and SQL payloads in a valid submission as plain text, exactly as sent', async () => {
    const message = `<script>alert('x')</script> '); DROP TABLE contacts; -- <img src=x onerror=alert(1)>`
    const email = `hostil-${Date.now()}@example.com`
    const response = await postContact(validContactBody({ email, message, firstName: '<b>Ana</b>' }))
    expect(response.status).toBe(201)
    const payload = await openPayload()
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].message).toBe(message)
    expect(docs[0].firstName).toBe('<b>Ana</b>')
  })
})
