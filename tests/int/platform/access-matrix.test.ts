/**
 * The access-control matrix over the real REST API (in-process route handlers): every
 * collection and global × create/read/update/delete × anonymous/staff/admin.
 * GraphQL is switched off (checked in e2e: /api/graphql answers 404).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { PEER_ADDRESS_HEADER } from '../../../src/lib/server/peer-address.mjs'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { freshIp, validContactBody } from '../../support/contact-api'

type Role = 'anonymous' | 'staff' | 'admin'
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
const tokens: Partial<Record<Role, string>> = {}
let adminId: number

async function call(method: Method, path: string, role: Role, body?: unknown | FormData) {
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: freshIp() }
  if (tokens[role]) headers.authorization = `JWT ${tokens[role]}`
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  const response = await handlers[method](request, { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) })
  return response.status
}

const allowed = (status: number) => status >= 200 && status < 300
const denied = (status: number) => status === 401 || status === 403

let payload: Payload
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

async function login(email: string, password: string) {
  const request = new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const response = await handlers.POST(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
  return ((await response.json()) as { token: string }).token
}

const pngBytes = async () => {
  const sharp = (await import('sharp')).default
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#336ff5' } })
    .png()
    .toBuffer()
}

const contentCollections = {
  services: () => ({
    title: `Servicio ${unique()}`,
    slug: `servicio-${unique()}`,
    description: 'Descripción',
    features: [{ text: 'a' }, { text: 'b' }, { text: 'c' }],
    icon: 'heart',
    buttonColor: 'red',
    iconColor: 'red',
    order: 50,
  }),
  testimonials: () => ({ name: `Cliente ${unique()}`, role: 'Cliente', content: 'Excelente', rating: 5, order: 50 }),
  'licensed-states': async () => ({ name: `Estado ${unique()}`, code: await unusedStateCode(), order: 50 }),
  insurers: async () => ({ name: `Aseguradora ${unique()}`, logo: (await media()).id, order: 50 }),
} as const

/** Codes are unique and two letters long: one that no state in the database (seeded, or left by an earlier file) has yet. */
async function unusedStateCode(): Promise<string> {
  const { docs } = await payload.find({ collection: 'licensed-states', pagination: false, depth: 0 })
  const taken = new Set(docs.map((state) => state.code))
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const free = [...letters].flatMap((first) => [...letters].map((second) => first + second)).filter((code) => !taken.has(code))
  return free[Math.floor(Math.random() * free.length)]
}

async function media() {
  const data = await pngBytes()
  return payload.create({
    collection: 'media',
    data: { alt: 'logo' },
    file: { data, mimetype: 'image/png', name: `m-${unique()}.png`, size: data.length },
  })
}

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload) // the default legal documents and settings, whatever ran before
  const password = 'clave-matriz-123'
  const staff = await payload.create({
    collection: 'users',
    data: { email: `matriz-staff-${unique()}@agencia.example`, password, roles: ['staff'] },
  })
  const admin = await payload.create({
    collection: 'users',
    data: { email: `matriz-admin-${unique()}@agencia.example`, password, roles: ['admin'] },
  })
  tokens.staff = await login(staff.email, password)
  tokens.admin = await login(admin.email, password)
  adminId = admin.id
})

describe('REST access matrix', () => {
  for (const [slug, makeData] of Object.entries(contentCollections)) {
    describe(slug, () => {
      for (const role of ['anonymous', 'staff', 'admin'] as Role[]) {
        it(`${role}: reads; ${role === 'anonymous' ? 'cannot create, update or delete' : 'creates, updates and deletes'}`, async () => {
          const existing = await payload.create({ collection: slug as 'services', data: (await makeData()) as never })
          expect(allowed(await call('GET', slug, role))).toBe(true)
          expect(allowed(await call('GET', `${slug}/${existing.id}`, role))).toBe(true)
          const expectation = role === 'anonymous' ? denied : allowed
          expect(expectation(await call('POST', slug, role, await makeData()))).toBe(true)
          expect(expectation(await call('PATCH', `${slug}/${existing.id}`, role, { order: 60 }))).toBe(true)
          expect(expectation(await call('DELETE', `${slug}/${existing.id}`, role))).toBe(true)
        })
      }
    })
  }

  describe('legal-documents', () => {
    for (const role of ['anonymous', 'staff', 'admin'] as Role[]) {
      it(`${role}: reads the published documents; only staff and admins change them`, async () => {
        const { docs } = await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'legal-notice' } } })
        expect(allowed(await call('GET', 'legal-documents', role))).toBe(true)
        expect(docs).toHaveLength(1)
        const expectation = role === 'anonymous' ? denied : allowed
        expect(expectation(await call('PATCH', `legal-documents/${docs[0].id}?draft=true`, role, { title: docs[0].title }))).toBe(true)
        expect(denied(await call('POST', 'legal-documents', 'anonymous', { slug: 'legal-notice', title: 'x' }))).toBe(true)
        expect(denied(await call('DELETE', `legal-documents/${docs[0].id}`, 'anonymous'))).toBe(true)
      })
    }
  })

  describe('media', () => {
    for (const role of ['anonymous', 'staff', 'admin'] as Role[]) {
      it(`${role}: reads; ${role === 'anonymous' ? 'cannot upload, edit or delete' : 'uploads, edits and deletes'}`, async () => {
        const existing = await media()
        expect(allowed(await call('GET', 'media', role))).toBe(true)
        const form = new FormData()
        form.append('file', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), `subida-${unique()}.png`)
        form.append('_payload', JSON.stringify({ alt: 'imagen' }))
        const expectation = role === 'anonymous' ? denied : allowed
        expect(expectation(await call('POST', 'media', role, form))).toBe(true)
        expect(expectation(await call('PATCH', `media/${existing.id}`, role, { alt: 'nuevo' }))).toBe(true)
        expect(expectation(await call('DELETE', `media/${existing.id}`, role))).toBe(true)
      })
    }
  })

  describe('contacts', () => {
    it('anonymous: creates through the form endpoint, never lists, reads, updates or deletes', async () => {
      const contact = await payload.create({ collection: 'contacts', data: { ...validContactBody(), status: 'nuevo' } as never })
      expect(await call('POST', 'contacts', 'anonymous', validContactBody({ email: `matriz-${unique()}@example.com` }))).toBe(201)
      expect(denied(await call('GET', 'contacts', 'anonymous'))).toBe(true)
      expect(denied(await call('GET', `contacts/${contact.id}`, 'anonymous'))).toBe(true)
      expect(denied(await call('PATCH', `contacts/${contact.id}`, 'anonymous', { status: 'cerrado' }))).toBe(true)
      expect(denied(await call('DELETE', `contacts/${contact.id}`, 'anonymous'))).toBe(true)
    })

    it('staff: list, read and update the status; never delete', async () => {
      const contact = await payload.create({ collection: 'contacts', data: { ...validContactBody(), status: 'nuevo' } as never })
      expect(allowed(await call('GET', 'contacts', 'staff'))).toBe(true)
      expect(allowed(await call('GET', `contacts/${contact.id}`, 'staff'))).toBe(true)
      expect(allowed(await call('PATCH', `contacts/${contact.id}`, 'staff', { status: 'contactado' }))).toBe(true)
      expect(denied(await call('DELETE', `contacts/${contact.id}`, 'staff'))).toBe(true)
    })

    it('admin: everything staff can, and delete', async () => {
      const contact = await payload.create({ collection: 'contacts', data: { ...validContactBody(), status: 'nuevo' } as never })
      expect(allowed(await call('GET', `contacts/${contact.id}`, 'admin'))).toBe(true)
      expect(allowed(await call('PATCH', `contacts/${contact.id}`, 'admin', { status: 'cerrado' }))).toBe(true)
      expect(allowed(await call('DELETE', `contacts/${contact.id}`, 'admin'))).toBe(true)
    })
  })

  describe('users', () => {
    it('anonymous: cannot list, read, create, update or delete accounts', async () => {
      const user = await payload.create({
        collection: 'users',
        data: { email: `u-${unique()}@agencia.example`, password: 'clave-12345678', roles: ['staff'] },
      })
      expect(denied(await call('GET', 'users', 'anonymous'))).toBe(true)
      expect(denied(await call('GET', `users/${user.id}`, 'anonymous'))).toBe(true)
      expect(
        denied(
          await call('POST', 'users', 'anonymous', { email: `x-${unique()}@example.com`, password: 'clave-12345678', roles: ['admin'] }),
        ),
      ).toBe(true)
      expect(denied(await call('PATCH', `users/${user.id}`, 'anonymous', { name: 'x' }))).toBe(true)
      expect(denied(await call('DELETE', `users/${user.id}`, 'anonymous'))).toBe(true)
    })

    it('staff: cannot create, change or delete another account', async () => {
      const user = await payload.create({
        collection: 'users',
        data: { email: `u-${unique()}@agencia.example`, password: 'clave-12345678', roles: ['staff'] },
      })
      expect(
        denied(await call('POST', 'users', 'staff', { email: `x-${unique()}@example.com`, password: 'clave-12345678', roles: ['admin'] })),
      ).toBe(true)
      expect([401, 403, 404]).toContain(await call('PATCH', `users/${user.id}`, 'staff', { name: 'x' }))
      expect([401, 403, 404]).toContain(await call('DELETE', `users/${user.id}`, 'staff'))
      expect([401, 403, 404]).toContain(await call('GET', `users/${user.id}`, 'staff'))
    })

    it('admin: creates, reads, updates and deletes accounts', async () => {
      const status = await call('POST', 'users', 'admin', {
        email: `nuevo-${unique()}@agencia.example`,
        password: 'clave-12345678',
        roles: ['staff'],
      })
      expect(allowed(status)).toBe(true)
      const user = await payload.create({
        collection: 'users',
        data: { email: `u-${unique()}@agencia.example`, password: 'clave-12345678', roles: ['staff'] },
      })
      expect(allowed(await call('GET', `users/${user.id}`, 'admin'))).toBe(true)
      expect(allowed(await call('PATCH', `users/${user.id}`, 'admin', { name: 'Nombre' }))).toBe(true)
      expect(allowed(await call('DELETE', `users/${user.id}`, 'admin'))).toBe(true)
    })
  })

  describe('globals', () => {
    for (const slug of ['site-settings', 'landing']) {
      for (const role of ['anonymous', 'staff', 'admin'] as Role[]) {
        it(`${slug}, ${role}: reads; ${role === 'anonymous' ? 'cannot update' : 'updates'}`, async () => {
          expect(allowed(await call('GET', `globals/${slug}`, role))).toBe(true)
          const current = await payload.findGlobal({ slug: slug as 'site-settings', draft: true })
          const data =
            slug === 'site-settings'
              ? { phone: (current as { phone?: string }).phone ?? '(305) 555-0100' }
              : { contact: (current as { contact?: unknown }).contact }
          const expectation = role === 'anonymous' ? denied : allowed
          expect(expectation(await call('POST', `globals/${slug}${slug === 'landing' ? '?draft=true' : ''}`, role, data))).toBe(true)
        })
      }
    }
  })
  describe('the voice assistant and the notification e-mail: admin-only, with a history only the admin reads', () => {
    const settings = () => payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const historyOf = async (setting: string, newValue: string) =>
      (
        await payload.find({
          collection: 'settings-changes',
          where: { and: [{ setting: { equals: setting } }, { newValue: { equals: newValue } }] },
          depth: 0,
        })
      ).docs

    it('staff cannot repoint the voice assistant: the key and assistant id stay as they were, and no history is written', async () => {
      const before = await settings()
      const intruder = { voicePublicKey: `clave-intrusa-${unique()}`, voiceAssistantId: `asistente-intruso-${unique()}` }
      const status = await call('POST', 'globals/site-settings', 'staff', intruder)
      expect(status === 403 || allowed(status)).toBe(true)
      const after = await settings()
      expect(after.voicePublicKey).toBe(before.voicePublicKey)
      expect(after.voiceAssistantId).toBe(before.voiceAssistantId)
      expect(await historyOf('voicePublicKey', intruder.voicePublicKey)).toEqual([])
    })

    it('an admin changes them, and each change is written down: who, when, old and new value', async () => {
      const before = await settings()
      const started = Date.now()
      const changed = {
        voicePublicKey: `clave-${unique()}`,
        voiceAssistantId: `asistente-${unique()}`,
        email: `avisos-${unique()}@agencia.example`,
      }
      expect(allowed(await call('POST', 'globals/site-settings', 'admin', changed))).toBe(true)
      const after = await settings()
      expect(after).toMatchObject(changed)
      for (const [setting, previous] of [
        ['voicePublicKey', before.voicePublicKey],
        ['voiceAssistantId', before.voiceAssistantId],
        ['email', before.email],
      ] as const) {
        const entries = await historyOf(setting, changed[setting])
        expect(entries, setting).toHaveLength(1)
        expect(entries[0]).toMatchObject({ previousValue: previous ?? null, newValue: changed[setting] })
        expect(entries[0].changedBy).toBe(adminId)
        expect(entries[0].changedByName).toMatch(/^matriz-admin-.*@agencia\.example$/)
        expect(new Date(entries[0].createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000)
      }
      // A save that changes none of them adds nothing.
      const count = (await payload.count({ collection: 'settings-changes' })).totalDocs
      expect(allowed(await call('POST', 'globals/site-settings', 'admin', { phone: after.phone }))).toBe(true)
      expect((await payload.count({ collection: 'settings-changes' })).totalDocs).toBe(count)
      // The other files share this database: the seeded e-mail and voice settings go back.
      const { voicePublicKey, voiceAssistantId, email } = before
      expect(allowed(await call('POST', 'globals/site-settings', 'admin', { voicePublicKey, voiceAssistantId, email }))).toBe(true)
    })

    it('only the admin reads the history; nobody edits or deletes it, staff and visitors do not see it', async () => {
      const entry = (await payload.find({ collection: 'settings-changes', limit: 1, depth: 0 })).docs[0]
      expect(entry).toBeDefined()
      expect(allowed(await call('GET', 'settings-changes', 'admin'))).toBe(true)
      expect(allowed(await call('GET', `settings-changes/${entry.id}`, 'admin'))).toBe(true)
      for (const role of ['anonymous', 'staff'] as Role[]) {
        expect(denied(await call('GET', 'settings-changes', role)), role).toBe(true)
        expect(denied(await call('GET', `settings-changes/${entry.id}`, role)), role).toBe(true)
      }
      for (const role of ['anonymous', 'staff', 'admin'] as Role[]) {
        expect(denied(await call('POST', 'settings-changes', role, { setting: 'email', newValue: 'x@example.com' })), role).toBe(true)
        expect(denied(await call('PATCH', `settings-changes/${entry.id}`, role, { newValue: 'otro' })), role).toBe(true)
        expect(denied(await call('DELETE', `settings-changes/${entry.id}`, role)), role).toBe(true)
      }
      expect((await payload.findByID({ collection: 'settings-changes', id: entry.id, depth: 0 })).newValue).toBe(entry.newValue)
    })
  })
})
