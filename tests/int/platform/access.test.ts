import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { openPayload } from '../../../tooling/payload'

const anonymous = { overrideAccess: false, user: null } as const
const validContact = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '3055550123',
  insuranceType: 'medicare' as const,
  message: 'Quiero información',
  status: 'nuevo' as const,
  source: 'formulario' as const,
  // every new contact carries the visitor's consent (the collection hook re-checks it)
  consent: true,
}

describe('access rules', () => {
  let staff: Record<string, unknown> & { id: number | string; collection: 'users' }
  let contactId: number | string

  beforeAll(async () => {
    const payload = await openPayload()
    const user = await payload.create({
      collection: 'users',
      data: { email: `staff-${Date.now()}@agencia.example`, password: 'clave-staff-123', roles: ['staff'] },
    })
    staff = { ...user, collection: 'users' }
    const contact = await payload.create({ collection: 'contacts', data: validContact })
    contactId = contact.id
  })

  it('lets anyone read the public content', async () => {
    const payload = await openPayload()
    await expect(payload.find({ collection: 'services', ...anonymous })).resolves.toHaveProperty('docs')
    await expect(payload.findGlobal({ slug: 'site-settings', ...anonymous })).resolves.toBeTruthy()
  })

  it('does not let anonymous visitors edit content', async () => {
    const payload = await openPayload()
    await expect(
      payload.create({
        collection: 'licensed-states',
        data: { name: 'Nevada', code: 'NV', order: 9 },
        ...anonymous,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('lets anyone create a contact but never list, read, update or delete one', async () => {
    const payload = await openPayload()
    const created = await payload.create({ collection: 'contacts', data: validContact, ...anonymous })
    expect(created.id).toBeTruthy()
    await expect(payload.find({ collection: 'contacts', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.findByID({ collection: 'contacts', id: contactId, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.update({ collection: 'contacts', id: contactId, data: { status: 'cerrado' }, ...anonymous }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.delete({ collection: 'contacts', id: contactId, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
  })

  it('lets logged-in staff read contacts', async () => {
    const payload = await openPayload()
    const { docs } = await payload.find({ collection: 'contacts', overrideAccess: false, user: staff })
    expect(docs.map((doc) => doc.id)).toContain(contactId)
  })

  it('keeps the staff accounts private', async () => {
    const payload = await openPayload()
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
  })
})
