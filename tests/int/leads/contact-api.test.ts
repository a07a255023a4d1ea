import { randomUUID } from 'node:crypto'

import { ValidationError } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_LABEL } from '@/copy/contact'
import { contactMessages } from '@/copy/contact-validation'
import { openPayload } from '../../../tooling/payload'
import { freshIp, getContacts, postContact, validContactBody } from '../../support/contact-api'

async function contactCount() {
  const payload = await openPayload()
  return (await payload.count({ collection: 'contacts' })).totalDocs
}

async function contactsByEmail(email: string) {
  const payload = await openPayload()
  return (await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1000 })).docs
}

const uniqueEmail = () => `int-${randomUUID()}@example.com`

beforeAll(async () => {
  await openPayload()
})

afterEach(() => {
  delete process.env.CONTACT_RATE_LIMIT_MAX
  delete process.env.CONTACT_RATE_LIMIT_WINDOW_MS
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
})

describe('POST /api/contacts: a valid submission', () => {
  it('answers 201 with JSON, stores the trimmed data and the consent record', async () => {
    const email = uniqueEmail()
    const before = Date.now()
    const response = await postContact(validContactBody({ email: `  ${email} `, firstName: '  Lucía  ' }), { ip: '203.0.113.45' })
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ message: 'Gracias por contactarnos. Te responderemos pronto.' })

    const [stored] = await contactsByEmail(email)
    expect(stored).toMatchObject({
      firstName: 'Lucía',
      lastName: 'Martínez',
      phone: '(786) 555-0142',
      insuranceType: 'obamacare',
      message: 'Necesito un seguro para mi familia.',
      status: 'nuevo',
      consentText: CONSENT_LABEL,
      ip: '203.0.113.45',
      userAgent: 'contact-int-test/1.0',
    })
    expect(new Date(stored.consentAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(stored.consentAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('stores the optional fields empty when they are not given', async () => {
    const email = uniqueEmail()
    const response = await postContact({ firstName: 'Jo', lastName: 'Li', email, phone: '3055550100', consent: true })
    expect(response.status).toBe(201)
    const [stored] = await contactsByEmail(email)
    expect(stored.insuranceType ?? null).toBeNull()
    expect(stored.message ?? null).toBeNull()
  })

  it('ignores extra fields: a visitor cannot set status, notes or the consent record', async () => {
    const email = uniqueEmail()
    const response = await postContact(
      validContactBody({
        email,
        status: 'cerrado',
        newNote: 'VIP, llamar ya',
        assignee: 1,
        doNotContact: true,
        consentAt: '1999-01-01T00:00:00.000Z',
        consentText: 'otro texto',
        ip: '1.2.3.4',
        userAgent: 'forged',
        id: 999999,
        createdAt: '1999-01-01T00:00:00.000Z',
        __proto__: { status: 'cerrado' },
        constructor: { prototype: { polluted: true } },
      }),
      { ip: '203.0.113.46' },
    )
    expect(response.status).toBe(201)
    const [stored] = await contactsByEmail(email)
    expect(stored.status).toBe('nuevo')
    expect(stored.assignee ?? null).toBeNull()
    expect(stored.doNotContact).toBe(false)
    const payload = await openPayload()
    expect((await payload.count({ collection: 'lead-events', where: { contact: { equals: stored.id } } })).totalDocs).toBe(0)
    expect(stored.consentText).toBe(CONSENT_LABEL)
    expect(stored.ip).toBe('203.0.113.46')
    expect(stored.userAgent).toBe('contact-int-test/1.0')
    expect(stored.id).not.toBe(999999)
    expect(new Date(stored.createdAt).getFullYear()).toBeGreaterThan(2000)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('POST /api/contacts: bad input never stores anything and never answers 5xx', () => {
  const invalidCases: [string, unknown, { field: string; message: string }[]][] = [
    [
      'an empty object',
      {},
      [
        { field: 'firstName', message: contactMessages.firstName },
        { field: 'lastName', message: contactMessages.lastName },
        { field: 'email', message: contactMessages.email },
        { field: 'phone', message: contactMessages.phone },
        { field: 'consent', message: contactMessages.consent },
      ],
    ],
    ['a one-letter name', validContactBody({ firstName: 'A' }), [{ field: 'firstName', message: 'Nombre es requerido' }]],
    [
      'a name over 80 characters',
      validContactBody({ lastName: 'x'.repeat(81) }),
      [{ field: 'lastName', message: contactMessages.lastNameTooLong }],
    ],
    ['an invalid e-mail', validContactBody({ email: 'lucia@' }), [{ field: 'email', message: 'Email inválido' }]],
    [
      'an e-mail over 254 characters',
      validContactBody({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }),
      [{ field: 'email', message: 'Email inválido' }],
    ],
    [
      'a phone with 9 digits',
      validContactBody({ phone: '305-555-010' }),
      [{ field: 'phone', message: 'Teléfono debe tener al menos 10 dígitos' }],
    ],
    [
      'a phone over 30 characters',
      validContactBody({ phone: '3'.repeat(31) }),
      [{ field: 'phone', message: contactMessages.phoneInvalid }],
    ],
    [
      'a message over 5000 characters',
      validContactBody({ message: 'm'.repeat(5001) }),
      [{ field: 'message', message: contactMessages.messageTooLong }],
    ],
    [
      'an unknown insurance type',
      validContactBody({ insuranceType: 'dental' }),
      [{ field: 'insuranceType', message: 'Tipo de seguro inválido' }],
    ],
    ['consent missing', validContactBody({ consent: undefined }), [{ field: 'consent', message: 'Debes aceptar recibir comunicaciones' }]],
    ['consent false', validContactBody({ consent: false }), [{ field: 'consent', message: 'Debes aceptar recibir comunicaciones' }]],
    [
      'consent as the string "true"',
      validContactBody({ consent: 'true' }),
      [{ field: 'consent', message: 'Debes aceptar recibir comunicaciones' }],
    ],
    [
      'numbers instead of text',
      validContactBody({ firstName: 12, phone: 3055550100 }),
      [
        { field: 'firstName', message: 'Nombre es requerido' },
        { field: 'phone', message: 'Teléfono debe tener al menos 10 dígitos' },
      ],
    ],
    ['a JSON array', [validContactBody()], [{ field: 'body', message: 'El contenido enviado no es JSON válido.' }]],
    ['JSON null', null, [{ field: 'body', message: 'El contenido enviado no es JSON válido.' }]],
  ]

  for (const [name, body, errors] of invalidCases) {
    it(`${name} → 400 with each field and its Spanish message`, async () => {
      const before = await contactCount()
      const response = await postContact(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ errors })
      expect(await contactCount()).toBe(before)
    })
  }

  it('malformed JSON → 400', async () => {
    const before = await contactCount()
    const response = await postContact(null, { rawBody: '{"firstName": "Ana",' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Revisa los datos del formulario.',
      errors: [{ field: 'body', message: 'El contenido enviado no es JSON válido.' }],
    })
    expect(await contactCount()).toBe(before)
  })

  it('invalid UTF-8 → 400', async () => {
    const before = await contactCount()
    const bytes = new Uint8Array([...new TextEncoder().encode('{"firstName":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')])
    const response = await postContact(null, { rawBody: bytes })
    expect(response.status).toBe(400)
    expect(await contactCount()).toBe(before)
  })

  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
    it(`content type ${contentType} → 415 with a Spanish message`, async () => {
      const before = await contactCount()
      const response = await postContact(validContactBody(), { headers: { 'content-type': contentType } })
      expect(response.status).toBe(415)
      expect((await response.json()).message).toBe('El contenido debe enviarse como JSON (application/json).')
      expect(await contactCount()).toBe(before)
    })
  }

  it('accepts application/json with a charset', async () => {
    const response = await postContact(validContactBody({ email: uniqueEmail() }), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(response.status).toBe(201)
  })

  it('a body over 32 KB → 413 (declared length)', async () => {
    const before = await contactCount()
    const response = await postContact(validContactBody({ message: 'x'.repeat(33 * 1024) }))
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('El mensaje es demasiado grande.')
    expect(await contactCount()).toBe(before)
  })

  it('a body over 32 KB → 413 even without a Content-Length (bytes counted while reading)', async () => {
    const before = await contactCount()
    const chunk = new TextEncoder().encode(' '.repeat(8 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(validContactBody()).slice(0, -1)},"x":"`))
        if (sent >= 6) {
          controller.enqueue(new TextEncoder().encode('"}'))
          controller.close()
          return
        }
        controller.enqueue(chunk)
        sent += 1
      },
    })
    const response = await postContact(null, { rawBody: stream })
    expect(response.status).toBe(413)
    expect(await contactCount()).toBe(before)
  })

  it('a body that lies about its Content-Length is still cut at 32 KB', async () => {
    const before = await contactCount()
    const response = await postContact(validContactBody({ message: 'x'.repeat(40 * 1024) }), { headers: { 'content-length': '200' } })
    expect(response.status).toBe(413)
    expect(await contactCount()).toBe(before)
  })
})

describe('POST /api/contacts: spam guards', () => {
  it('a filled honeypot gets the same 201 answer shape and stores nothing', async () => {
    const email = uniqueEmail()
    const response = await postContact(validContactBody({ email, website: 'https://spam.example' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Gracias por contactarnos. Te responderemos pronto.' })
    expect(await contactsByEmail(email)).toHaveLength(0)
  })

  it('an empty honeypot (what the form sends) is a normal submission', async () => {
    const email = uniqueEmail()
    expect((await postContact(validContactBody({ email, website: '' }))).status).toBe(201)
    expect(await contactsByEmail(email)).toHaveLength(1)
  })

  it('allows 5 submissions per IP in 10 minutes, then 429 with Retry-After and a Spanish message', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
    const email = uniqueEmail()
    const limited = await postContact(validContactBody({ email }), { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await limited.json()).message).toBe('Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.')
    expect(await contactsByEmail(email)).toHaveLength(0)
    // another visitor is not affected
    expect((await postContact(validContactBody({ email: uniqueEmail() }))).status).toBe(201)
  })

  it('lets the visitor send again once the window has passed (configured by env)', async () => {
    process.env.CONTACT_RATE_LIMIT_MAX = '2'
    process.env.CONTACT_RATE_LIMIT_WINDOW_MS = '1500'
    const ip = freshIp()
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
    const limited = await postContact(validContactBody({ email: uniqueEmail() }), { ip })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^[12]$/)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    const email = uniqueEmail()
    expect((await postContact(validContactBody({ email }), { ip })).status).toBe(201)
    expect(await contactsByEmail(email)).toHaveLength(1)
  })

  it('a visitor correcting the form is not locked out: refused submissions do not use up the 5 accepted ones', async () => {
    const ip = freshIp()
    for (let i = 0; i < 8; i++) expect((await postContact(validContactBody({ phone: '123' }), { ip })).status).toBe(400)
    const email = uniqueEmail()
    expect((await postContact(validContactBody({ email }), { ip })).status).toBe(201)
    expect(await contactsByEmail(email)).toHaveLength(1)
    for (let i = 0; i < 4; i++) expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(429)
  })

  it('refused submissions have a budget of their own: past 20 in the window the address waits too', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await postContact(validContactBody({ phone: '123' }), { ip })).status).toBe(400)
    const limited = await postContact(validContactBody({ phone: '123' }), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(429)
    expect((await postContact(validContactBody({ email: uniqueEmail() }))).status).toBe(201)
  })

  it('CONTACT_RATE_LIMIT_DISABLED=true switches the limit off', async () => {
    process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
    const ip = freshIp()
    for (let i = 0; i < 8; i++) expect((await postContact(validContactBody({ email: uniqueEmail() }), { ip })).status).toBe(201)
  })
})

describe('POST /api/contacts under load', () => {
  it('200 concurrent valid submissions → 200 answers 201 and exactly 200 rows', async () => {
    const marker = `carga-${randomUUID()}`
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postContact(validContactBody({ email: `${marker}-${i}@example.com`, message: marker }))),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201))
    const payload = await openPayload()
    const stored = await payload.find({ collection: 'contacts', where: { message: { equals: marker } }, limit: 1000 })
    expect(stored.totalDocs).toBe(200)
    expect(new Set(stored.docs.map((doc) => doc.email)).size).toBe(200)
  })
})

describe('the rest of the contacts API', () => {
  it('a Local API create with bad data is rejected by the same schema', async () => {
    const payload = await openPayload()
    const before = await contactCount()
    await expect(
      payload.create({
        collection: 'contacts',
        data: { firstName: 'A', lastName: 'Ruiz', email: 'x', phone: '1', status: 'nuevo', source: 'formulario' },
      }),
    ).rejects.toBeInstanceOf(ValidationError)
    const withoutConsent = {
      ...validContactBody(),
      status: 'nuevo' as const,
      source: 'formulario' as const,
      insuranceType: 'vida' as const,
      consent: false,
    }
    await expect(payload.create({ collection: 'contacts', data: withoutConsent })).rejects.toThrow(/: Consentimiento$/)
    expect(await contactCount()).toBe(before)
  })

  it('staff keep listing contacts over REST, anonymous visitors cannot', async () => {
    const payload = await openPayload()
    const email = `staff-${randomUUID()}@agencia.example`
    await payload.create({ collection: 'users', data: { email, password: 'clave-staff-123', roles: ['staff'] } })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'clave-staff-123' } })

    expect((await getContacts()).status).toBe(403)
    const list = await getContacts({ Authorization: `JWT ${token}` })
    expect(list.status).toBe(200)
    expect((await list.json()).totalDocs).toBeGreaterThan(0)

    // logged-in staff reach Payload's own create (the admin panel's path): always a staff entry, never a web-form lead
    const staffEmail = uniqueEmail()
    const created = await postContact(validContactBody({ email: staffEmail, status: 'contactado', source: 'telefono' }), {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(created.status).toBe(201)
    expect((await created.json()).doc).toMatchObject({ email: staffEmail, status: 'contactado', source: 'telefono', consentText: null })
  })
})
