import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_LABEL } from '@/copy/contact'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

/**
 * Issue 22 item 3: a signed-in account could create a lead that looks like a visitor's web-form
 * opt-in (the form's consent text and time, the staff member's address, no «registrado por»).
 * Only the public endpoints may create form or voice leads; a signed-in create is a staff entry.
 */
let payload: Payload
const accounts: Record<'staff' | 'admin', { token: string; label: string }> = {} as never

async function signIn(role: 'staff' | 'admin') {
  const email = `forja-${role}-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  await payload.create({ collection: 'users', data: { email, password, name: `Cuenta ${role}`, roles: [role] } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  accounts[role] = { token: token as string, label: `Cuenta ${role} (${email})` }
}

const storedWith = async (email: string) =>
  (await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await openPayload()
  await signIn('staff')
  await signIn('admin')
})

describe('a signed-in account cannot forge a visitor’s web-form consent', () => {
  for (const role of ['staff', 'admin'] as const) {
    for (const source of ['formulario', 'formulario-sin-js', 'voz', undefined]) {
      it(`${role}: POST /api/contacts with source ${source ?? '(none)'} and the consent box is refused, nothing stored`, async () => {
        const email = `forja-${randomUUID()}@example.com`
        const response = await postContact(validContactBody({ email, ...(source ? { source } : {}) }), {
          headers: { Authorization: `JWT ${accounts[role].token}` },
        })
        expect(response.status).toBe(400)
        expect(JSON.stringify(await response.json())).toContain('Elija el origen del contacto: Teléfono o En persona.')
        expect(await storedWith(email)).toHaveLength(0)
      })
    }
  }

  it('a signed-in entry with a staff source and a forged consent record is a staff entry under the signed-in name', async () => {
    const email = `forja-${randomUUID()}@example.com`
    const response = await postContact(
      validContactBody({
        email,
        source: 'telefono',
        consentText: CONSENT_LABEL,
        consentAt: '2026-01-01T00:00:00.000Z',
        consentRecordedBy: 'Otra persona',
        enteredBy: 'Otra persona',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0',
      }),
      { headers: { Authorization: `JWT ${accounts.staff.token}` } },
    )
    expect(response.status).toBe(201)
    const [stored] = await storedWith(email)
    expect(stored).toMatchObject({ source: 'telefono', enteredBy: accounts.staff.label })
    // No web-form consent is stamped on a staff entry: staff record what the person said, per channel.
    expect(stored.consentText ?? null).toBeNull()
    expect(stored.consentAt ?? null).toBeNull()
    expect(stored.ip ?? null).toBeNull()
    expect(stored.userAgent ?? null).toBeNull()
  })

  it('the public form without a session still stores a web-form lead with its consent record', async () => {
    const email = `forja-${randomUUID()}@example.com`
    expect((await postContact(validContactBody({ email }))).status).toBe(201)
    const [stored] = await storedWith(email)
    expect(stored).toMatchObject({ source: 'formulario', consentText: CONSENT_LABEL })
    expect(stored.enteredBy ?? null).toBeNull()
  })
})
