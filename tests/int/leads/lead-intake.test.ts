import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_LABEL } from '@/copy/contact'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

let payload: Payload
let staff: { id: number; token: string; email: string }

const uniqueEmail = () => `intake-${randomUUID()}@example.com`

async function contactByEmail(email: string) {
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
  expect(docs).toHaveLength(1)
  return docs[0]
}

beforeAll(async () => {
  payload = await openPayload()
  const email = `recepcion-${randomUUID()}@agencia.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'clave-staff-123', name: 'Marta Ruiz', roles: ['staff'] },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'clave-staff-123' } })
  staff = { id: user.id, token: token as string, email }
})

/** What the admin's create form sends: the visible fields, no consent box. */
const staffEntry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Pedro',
  lastName: 'Gómez',
  phone: '(305) 555-0110',
  insuranceType: 'medicare',
  message: 'Llamó preguntando por Medicare Advantage.',
  status: 'nuevo',
  source: 'telefono',
  ...overrides,
})

describe('staff enter a phone call or walk-in lead', () => {
  it('stores it with the source they chose and who entered it, with no consent stamped for the person', async () => {
    const response = await postContact(staffEntry(), { headers: { Authorization: `JWT ${staff.token}` } })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    const stored = await payload.findByID({ collection: 'contacts', id: doc.id, depth: 0 })
    expect(stored).toMatchObject({
      firstName: 'Pedro',
      phone: '(305) 555-0110',
      source: 'telefono',
      enteredBy: `Marta Ruiz (${staff.email})`,
      ip: null,
    })
    expect(stored.email ?? null).toBeNull()
    // Consent is what the person answered per channel (consent-records), never a stamp on the lead.
    expect(stored.consentText ?? null).toBeNull()
    expect(stored.consentAt ?? null).toBeNull()
    expect(stored.consentRecordedBy ?? null).toBeNull()
  })

  it('records a walk-in as En persona', async () => {
    const email = uniqueEmail()
    const response = await postContact(staffEntry({ source: 'en-persona', email }), { headers: { Authorization: `JWT ${staff.token}` } })
    expect(response.status).toBe(201)
    expect(await contactByEmail(email)).toMatchObject({ source: 'en-persona', enteredBy: `Marta Ruiz (${staff.email})` })
  })

  it('a caller who gives only a first name: first name and phone are enough', async () => {
    const phone = '(305) 555-0177'
    const response = await postContact(
      { firstName: 'Toña', phone, source: 'telefono' },
      { headers: { Authorization: `JWT ${staff.token}` } },
    )
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    const stored = await payload.findByID({ collection: 'contacts', id: doc.id, depth: 0 })
    expect(stored).toMatchObject({ firstName: 'Toña', lastName: null, phone, fullName: 'Toña', enteredBy: `Marta Ruiz (${staff.email})` })
  })

  it('a last name given is still checked, in Spanish', async () => {
    const response = await postContact(staffEntry({ lastName: 'G' }), { headers: { Authorization: `JWT ${staff.token}` } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('El apellido debe tener al menos 2 letras, o déjelo vacío.')
  })

  it('asks for a source staff may set, and a phone number, in Spanish', async () => {
    for (const [entry, field, message] of [
      [staffEntry({ source: 'formulario' }), 'source', 'Elija el origen del contacto: Teléfono o En persona.'],
      [staffEntry({ source: 'voz' }), 'source', 'Elija el origen del contacto: Teléfono o En persona.'],
      [staffEntry({ phone: '' }), 'phone', 'Indique un teléfono de al menos 10 dígitos.'],
    ] as const) {
      const response = await postContact(entry, { headers: { Authorization: `JWT ${staff.token}` } })
      expect(response.status).toBe(400)
      const body = JSON.stringify(await response.json())
      expect(body).toContain(`"path":"${field}"`)
      expect(body).toContain(message)
    }
  })

  it('a visitor cannot pose as staff: no source, consent record or recorder from the body', async () => {
    const email = uniqueEmail()
    const response = await postContact(
      validContactBody({ email, source: 'telefono', consentRecordedBy: 'Marta Ruiz', consentText: 'otro' }),
    )
    expect(response.status).toBe(201)
    const stored = await contactByEmail(email)
    expect(stored).toMatchObject({ source: 'formulario', consentText: CONSENT_LABEL })
    expect(stored.consentRecordedBy ?? null).toBeNull()
    expect(stored.enteredBy ?? null).toBeNull()
  })

  it('a visitor without the consent box is still refused', async () => {
    const response = await postContact(validContactBody({ email: uniqueEmail(), consent: false, source: 'en-persona' }))
    expect(response.status).toBe(400)
  })
})

describe('first-touch attribution sent with the form', () => {
  it('is stored with the contact', async () => {
    const email = uniqueEmail()
    const attribution = {
      utmSource: 'facebook',
      utmMedium: 'paid_social',
      utmCampaign: 'aca-2027',
      fbclid: 'IwAR2xYz_09-abc',
      landingPath: '/',
      referrerHost: 'l.facebook.com',
      firstVisitAt: '2026-11-20T14:59:00.000Z',
    }
    expect((await postContact(validContactBody({ email, attribution }))).status).toBe(201)
    const stored = await contactByEmail(email)
    expect(stored.attribution).toMatchObject({ ...attribution, firstVisitAt: '2026-11-20T14:59:00.000Z' })
  })

  it('refuses forged values with a Spanish message and stores nothing', async () => {
    const email = uniqueEmail()
    const response = await postContact(validContactBody({ email, attribution: { utmCampaign: '<script>alert(1)</script>' } }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'attribution', message: 'Los datos de origen de la visita no son válidos.' }],
    })
    expect((await payload.count({ collection: 'contacts', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })
  it('stores the page the form was sent from, as the request says, not as the body claims', async () => {
    const fromPage = uniqueEmail()
    const headers = { host: 'localhost:3000', referer: 'http://localhost:3000/legal-notice?utm_source=google' }
    const body = validContactBody({ email: fromPage, sentFromPath: '/pagina-inventada' })
    expect((await postContact(body, { headers })).status).toBe(201)
    expect((await contactByEmail(fromPage)).sentFromPath).toBe('/legal-notice')

    const claimOnly = uniqueEmail()
    expect((await postContact(validContactBody({ email: claimOnly, sentFromPath: '/pagina-inventada' }))).status).toBe(201)
    expect((await contactByEmail(claimOnly)).sentFromPath ?? null).toBeNull()
  })
})
