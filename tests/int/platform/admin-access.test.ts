import type { Payload } from 'payload'
import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'

type User = Record<string, unknown> & { id: number | string; collection: 'users'; roles: ('admin' | 'staff')[] }

const quiet = { context: { skipRevalidate: true } } as const
const anonymous = { overrideAccess: false, user: null, ...quiet } as const
const as = (user: User) => ({ overrideAccess: false, user, ...quiet }) as const
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function createUser(payload: Payload, role: 'admin' | 'staff'): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${unique()}@agencia.example`, password: `clave-${role}-123`, roles: [role] },
  })
  return { ...user, collection: 'users' } as User
}

const submitted = {
  firstName: 'María',
  lastName: 'Núñez',
  email: 'maria@example.com',
  phone: '3055550199',
  insuranceType: 'obamacare' as const,
  message: 'Necesito cotización',
  status: 'nuevo' as const,
  source: 'formulario' as const,
  // every new contact carries the visitor's consent (the collection hook re-checks it)
  consent: true,
}

describe('access per role: anonymous, staff and admin', () => {
  let payload: Payload
  let staff: User
  let otherStaff: User
  let admin: User

  beforeAll(async () => {
    payload = await openPayload()
    await seed(payload)
    staff = await createUser(payload, 'staff')
    otherStaff = await createUser(payload, 'staff')
    admin = await createUser(payload, 'admin')
  })

  describe('contacts', () => {
    it('staff work a lead: status and notes change, submitted fields never do', async () => {
      const contact = await payload.create({ collection: 'contacts', data: submitted, ...anonymous })
      const updated = await payload.update({
        collection: 'contacts',
        id: contact.id,
        data: { status: 'contactado', newNote: 'Llamada el lunes', firstName: 'Otra', email: 'otra@example.com' },
        ...as(staff),
      })
      expect(updated.status).toBe('contactado')
      const notes = await payload.find({ collection: 'lead-events', where: { contact: { equals: contact.id }, kind: { equals: 'nota' } } })
      expect(notes.docs.map((line) => line.note)).toEqual(['Llamada el lunes'])
      const stored = await payload.findByID({ collection: 'contacts', id: contact.id })
      expect(stored).toMatchObject({ firstName: 'María', email: 'maria@example.com', status: 'contactado' })
    })

    it('not even an admin can rewrite what the visitor submitted', async () => {
      const contact = await payload.create({ collection: 'contacts', data: submitted, ...anonymous })
      await payload.update({ collection: 'contacts', id: contact.id, data: { lastName: 'Cambiado', phone: '0000000000' }, ...as(admin) })
      const stored = await payload.findByID({ collection: 'contacts', id: contact.id })
      expect(stored).toMatchObject({ lastName: 'Núñez', phone: '3055550199' })
    })

    it('only an admin deletes a contact', async () => {
      const contact = await payload.create({ collection: 'contacts', data: submitted, ...anonymous })
      await expect(payload.delete({ collection: 'contacts', id: contact.id, ...as(staff) })).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.delete({ collection: 'contacts', id: contact.id, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await payload.delete({ collection: 'contacts', id: contact.id, ...as(admin) })
      const { totalDocs } = await payload.count({ collection: 'contacts', where: { id: { equals: contact.id } } })
      expect(totalDocs).toBe(0)
    })

    it('anonymous visitors can only submit, never read, list, count or change', async () => {
      const contact = await payload.create({ collection: 'contacts', data: submitted, ...anonymous })
      await expect(payload.find({ collection: 'contacts', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.count({ collection: 'contacts', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.findByID({ collection: 'contacts', id: contact.id, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await expect(
        payload.update({ collection: 'contacts', id: contact.id, data: { status: 'cerrado' }, ...anonymous }),
      ).rejects.toBeInstanceOf(Forbidden)
    })
  })

  describe('users', () => {
    it('a staff member sees only their own account', async () => {
      const { docs } = await payload.find({ collection: 'users', ...as(staff) })
      expect(docs.map((doc) => doc.id)).toEqual([staff.id])
      await expect(payload.findByID({ collection: 'users', id: otherStaff.id, ...as(staff) })).rejects.toThrow()
    })

    it('a staff member cannot create, edit or delete other accounts', async () => {
      await expect(
        payload.create({
          collection: 'users',
          data: { email: `nuevo-${unique()}@agencia.example`, password: 'clave-nueva-123', roles: ['staff'] },
          ...as(staff),
        }),
      ).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.update({ collection: 'users', id: otherStaff.id, data: { name: 'Cambiado' }, ...as(staff) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'users', id: otherStaff.id, ...as(staff) })).rejects.toThrow()
      const other = await payload.findByID({ collection: 'users', id: otherStaff.id })
      expect(other.name ?? null).toBeNull()
    })

    it('a staff member cannot make themselves admin', async () => {
      await payload.update({ collection: 'users', id: staff.id, data: { name: 'Lucía', roles: ['admin'] }, ...as(staff) })
      const self = await payload.findByID({ collection: 'users', id: staff.id })
      expect(self.name).toBe('Lucía')
      expect(self.roles).toEqual(['staff'])
    })

    it('an admin manages accounts and roles', async () => {
      const created = await payload.create({
        collection: 'users',
        data: { email: `alta-${unique()}@agencia.example`, password: 'gaviota-en-el-muelle-7', roles: ['staff'] },
        ...as(admin),
      })
      const promoted = await payload.update({ collection: 'users', id: created.id, data: { roles: ['admin'] }, ...as(admin) })
      expect(promoted.roles).toEqual(['admin'])
      await payload.delete({ collection: 'users', id: created.id, ...as(admin) })
      expect((await payload.count({ collection: 'users', where: { id: { equals: created.id } } })).totalDocs).toBe(0)
    })

    it('anonymous visitors cannot list or create accounts', async () => {
      await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await expect(
        payload.create({
          collection: 'users',
          data: { email: `anon-${unique()}@agencia.example`, password: 'clave-anon-123', roles: ['admin'] },
          ...anonymous,
        }),
      ).rejects.toBeInstanceOf(Forbidden)
    })
  })

  describe('site content', () => {
    const contentCollections = ['services', 'testimonials', 'insurers', 'licensed-states', 'media'] as const

    it('anyone reads the public content', async () => {
      for (const collection of contentCollections) {
        await expect(payload.find({ collection, ...anonymous })).resolves.toHaveProperty('docs')
      }
      await expect(payload.findGlobal({ slug: 'site-settings', ...anonymous })).resolves.toBeTruthy()
    })

    it.each([
      ['staff', () => staff],
      ['admin', () => admin],
    ] as const)('%s create, edit and delete content', async (_role, user) => {
      const code = `Z${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`
      await payload.delete({ collection: 'licensed-states', where: { code: { equals: code } }, ...quiet })
      const created = await payload.create({
        collection: 'licensed-states',
        data: { name: 'Estado de prueba', code, order: 99 },
        ...as(user()),
      })
      const updated = await payload.update({
        collection: 'licensed-states',
        id: created.id,
        data: { name: 'Estado editado' },
        ...as(user()),
      })
      expect(updated.name).toBe('Estado editado')
      await payload.delete({ collection: 'licensed-states', id: created.id, ...as(user()) })
    })

    it('anonymous visitors cannot change content or settings', async () => {
      await expect(
        payload.create({
          collection: 'testimonials',
          data: { name: 'Falso', role: 'Nadie', content: 'Spam', rating: 5, order: 0 },
          ...anonymous,
        }),
      ).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.updateGlobal({ slug: 'site-settings', data: { phone: '000' }, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
      await expect(payload.updateGlobal({ slug: 'landing', data: {}, draft: true, ...anonymous })).rejects.toBeInstanceOf(Forbidden)
    })

    it('staff edit the site settings', async () => {
      const before = await payload.findGlobal({ slug: 'site-settings' })
      const officeHours = `Lunes a Sábado ${unique()}`
      const updated = await payload.updateGlobal({
        slug: 'site-settings',
        data: { officeHours },
        ...as(staff),
      })
      expect(updated.officeHours).toBe(officeHours)
      await payload.updateGlobal({ slug: 'site-settings', data: { officeHours: before.officeHours }, ...quiet })
    })
  })
})
