import { randomUUID } from 'node:crypto'
import { type Payload, ValidationError } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Contact, User } from '@/payload-types'
import { openPayload } from '../../../tooling/payload'
import { intWorker } from '../../support/int-worker'
import { dashed, freshPhoneDigits, parenthesised } from '../../support/phone-numbers'
import { restCall } from '../../support/rest-api'

type Staff = User & { collection: 'users' }

const quiet = { context: { skipRevalidate: true } } as const
const as = (user: Staff) => ({ overrideAccess: false, user, ...quiet }) as const
const anonymous = { overrideAccess: false, user: null, ...quiet } as const

let payload: Payload

async function createStaff(name: string): Promise<Staff> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `desk-${randomUUID()}@agencia.example`, password: `clave-desk-${randomUUID()}`, name, roles: ['staff'] },
  })
  return { ...user, collection: 'users' }
}

/** A lead as the public form stores it. */
function submitLead(phone: string, email = `desk-${randomUUID()}@example.com`): Promise<Contact> {
  return payload.create({
    collection: 'contacts',
    data: { firstName: 'Rosa', lastName: 'Delgado', email, phone, status: 'nuevo', source: 'formulario', consent: true },
    ...anonymous,
  })
}

async function historyOf(contactId: number) {
  const { docs } = await payload.find({
    collection: 'lead-events',
    where: { contact: { equals: contactId } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
  })
  return docs
}

async function moveCreatedAt(contactId: number, daysAgo: number) {
  const client = new pg.Client({ connectionString: intWorker().databaseUrl })
  await client.connect()
  try {
    await client.query(`update contacts set created_at = now() - make_interval(days => $2) where id = $1`, [contactId, daysAgo])
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  payload = await openPayload()
})

/** The Spanish field messages of a refused save. */
async function fieldErrors(saving: Promise<unknown>) {
  const error = await saving.then(
    () => null,
    (refusal: unknown) => refusal,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return ((error as ValidationError).data.errors ?? []).map(({ path, message }) => ({ path, message }))
}

describe('the history of a lead', () => {
  it('records status and assignee changes with who made them and when', async () => {
    const ana = await createStaff('Ana López')
    const luis = await createStaff('Luis Pérez')
    const lead = await submitLead(freshPhoneDigits())
    const before = Date.now()

    await payload.update({ collection: 'contacts', id: lead.id, data: { status: 'contactado', assignee: luis.id }, ...as(ana) })
    await payload.update({ collection: 'contacts', id: lead.id, data: { status: 'cita-agendada' }, ...as(luis) })

    const lines = await historyOf(lead.id)
    expect(
      lines.map(({ kind, authorName, fromStatus, toStatus, fromAssigneeName, toAssigneeName }) => ({
        kind,
        authorName,
        fromStatus: fromStatus ?? null,
        toStatus: toStatus ?? null,
        fromAssigneeName: fromAssigneeName ?? null,
        toAssigneeName: toAssigneeName ?? null,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          kind: 'estado',
          authorName: 'Luis Pérez',
          fromStatus: 'contactado',
          toStatus: 'cita-agendada',
          fromAssigneeName: null,
          toAssigneeName: null,
        },
        {
          kind: 'estado',
          authorName: 'Ana López',
          fromStatus: 'nuevo',
          toStatus: 'contactado',
          fromAssigneeName: null,
          toAssigneeName: null,
        },
        {
          kind: 'responsable',
          authorName: 'Ana López',
          fromStatus: null,
          toStatus: null,
          fromAssigneeName: null,
          toAssigneeName: 'Luis Pérez',
        },
      ]),
    )
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({ kind: 'estado', toStatus: 'cita-agendada' })
    for (const line of lines) {
      expect(new Date(line.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(line.author).toBe(line.authorName === 'Ana López' ? ana.id : luis.id)
    }
    const stored = await payload.findByID({ collection: 'contacts', id: lead.id })
    expect(stored).toMatchObject({ assigneeName: 'Luis Pérez', fullName: 'Rosa Delgado', status: 'cita-agendada' })
  })

  it('keeps each note as a dated, signed line, never on the lead itself; saving nothing new adds nothing', async () => {
    const ana = await createStaff('Ana López')
    const lead = await submitLead(freshPhoneDigits())
    await payload.update({ collection: 'contacts', id: lead.id, data: { newNote: '  Llamar después de las 5.  ' }, ...as(ana) })
    await payload.update({ collection: 'contacts', id: lead.id, data: { newNote: 'Quiere cita el lunes.' }, ...as(ana) })
    await payload.update({ collection: 'contacts', id: lead.id, data: { newNote: '   ' }, ...as(ana) })

    const lines = await historyOf(lead.id)
    expect(lines.map((line) => [line.kind, line.note, line.authorName])).toEqual([
      ['nota', 'Quiere cita el lunes.', 'Ana López'],
      ['nota', 'Llamar después de las 5.', 'Ana López'],
    ])
    const stored = (await payload.findByID({ collection: 'contacts', id: lead.id })) as Contact & Record<string, unknown>
    expect(stored.newNote ?? null).toBeNull()
  })

  it('cannot be written or rewritten by staff through the API', async () => {
    const ana = await createStaff('Ana López')
    const lead = await submitLead(freshPhoneDigits())
    await expect(
      payload.create({
        collection: 'lead-events',
        data: { contact: lead.id, kind: 'nota', note: 'falsa', authorName: 'Otra persona' },
        ...as(ana),
      }),
    ).rejects.toThrow()
  })
})

describe('duplicates', () => {
  it('links a new lead with the same phone, however typed, or the same e-mail, to the first lead of the last 90 days', async () => {
    const digits = freshPhoneDigits()
    const email = `Original-${randomUUID()}@Example.com`
    const original = await submitLead(parenthesised(digits), email)
    expect(original.duplicateOf ?? null).toBeNull()

    const samePhone = await submitLead(dashed(digits))
    const sameEmail = await submitLead(freshPhoneDigits(), email.toLowerCase())
    expect(samePhone.duplicateOf).toBe(original.id)
    expect(sameEmail.duplicateOf).toBe(original.id)

    const stranger = await submitLead(freshPhoneDigits())
    expect(stranger.duplicateOf ?? null).toBeNull()
  })

  it('does not link to a lead older than 90 days', async () => {
    const digits = freshPhoneDigits()
    const old = await submitLead(digits)
    await moveCreatedAt(old.id, 91)
    const fresh = await submitLead(`+1 ${digits}`)
    expect(fresh.duplicateOf ?? null).toBeNull()

    const recent = await submitLead(digits)
    await moveCreatedAt(recent.id, 89)
    expect((await submitLead(digits)).duplicateOf).toBe(recent.id)
  })
})

describe("'no contactar'", () => {
  it('marking a lead dates and signs it and flags every later lead with its phone or e-mail', async () => {
    const ana = await createStaff('Ana López')
    const digits = freshPhoneDigits()
    const email = `baja-${randomUUID()}@example.com`
    const lead = await submitLead(digits, email)

    expect(await fieldErrors(payload.update({ collection: 'contacts', id: lead.id, data: { doNotContact: true }, ...as(ana) }))).toEqual([
      { path: 'doNotContactChannel', message: 'Indique el medio por el que pidió no ser contactado.' },
    ])
    const before = Date.now()
    const marked = await payload.update({
      collection: 'contacts',
      id: lead.id,
      data: { doNotContact: true, doNotContactChannel: 'sms' },
      ...as(ana),
    })
    expect(marked).toMatchObject({ doNotContact: true, doNotContactChannel: 'sms', doNotContactBy: 'Ana López' })
    expect(new Date(marked.doNotContactAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect((await historyOf(lead.id))[0]).toMatchObject({ kind: 'no-contactar', authorName: 'Ana López' })

    const byPhone = await submitLead(parenthesised(digits))
    const byEmail = await submitLead(freshPhoneDigits(), email.toUpperCase())
    for (const later of [byPhone, byEmail]) {
      expect(later).toMatchObject({ doNotContact: true, doNotContactChannel: 'sms', doNotContactBy: 'Ana López' })
      expect(new Date(later.doNotContactAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
    expect((await submitLead(freshPhoneDigits())).doNotContact).toBe(false)
  })

  it('a phone or e-mail put on the list by staff flags the leads that come later', async () => {
    const luis = await createStaff('Luis Pérez')
    const digits = freshPhoneDigits()
    const entry = await payload.create({
      collection: 'opt-outs',
      data: { phone: dashed(digits), channel: 'llamada' },
      depth: 0,
      ...as(luis),
    })
    expect(entry).toMatchObject({ phoneDigits: digits, byName: 'Luis Pérez', by: luis.id })

    const later = await submitLead(`1${digits}`)
    expect(later).toMatchObject({ doNotContact: true, doNotContactChannel: 'llamada', doNotContactBy: 'Luis Pérez' })

    expect(await fieldErrors(payload.create({ collection: 'opt-outs', data: { channel: 'email' }, ...as(luis) }))).toEqual([
      { path: 'phone', message: 'Indique un teléfono o un correo electrónico.' },
    ])
  })
})

describe('phone search', () => {
  let token: string
  let lead: Contact
  let digits: string

  beforeAll(async () => {
    const password = `clave-desk-${randomUUID()}`
    const email = `desk-search-${randomUUID()}@agencia.example`
    await payload.create({ collection: 'users', data: { email, password, name: 'Busca', roles: ['staff'] } })
    token = (await payload.login({ collection: 'users', data: { email, password } })).token!
    digits = freshPhoneDigits()
    lead = await submitLead(`+1 ${parenthesised(digits)}`)
  })

  async function restFind(query: string): Promise<number[]> {
    const response = await restCall('GET', `contacts?${query}&depth=0`, { token })
    expect(response.status).toBe(200)
    return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
  }

  it('finds the lead through REST `where` whatever the formatting typed', async () => {
    for (const typed of [parenthesised(digits), dashed(digits), digits]) {
      expect(await restFind(`where[phoneDigits][like]=${encodeURIComponent(typed)}`), typed).toEqual([lead.id])
    }
  })

  it('finds it with the admin list search; a name or an e-mail finds no phone by the digits in it', async () => {
    const staff = (await payload.find({ collection: 'users', where: { name: { equals: 'Busca' } }, limit: 1 })).docs[0]
    const collectionConfig = payload.collections.contacts.config
    for (const typed of [parenthesised(digits), dashed(digits), digits]) {
      const where = mergeListSearchAndWhere({ collectionConfig, search: typed })
      const { docs } = await payload.find({ collection: 'contacts', where, ...as({ ...staff, collection: 'users' }) })
      expect(
        docs.map((doc) => doc.id),
        typed,
      ).toEqual([lead.id])
    }
    const byName = mergeListSearchAndWhere({ collectionConfig, search: 'Zacarías Inexistente' })
    expect((await payload.find({ collection: 'contacts', where: byName, ...as({ ...staff, collection: 'users' }) })).docs).toEqual([])
    // An e-mail holding the phone's last digits is an e-mail search, not a phone one.
    const byEmail = mergeListSearchAndWhere({ collectionConfig, search: `nadie${digits.slice(-4)}@example.com` })
    expect((await payload.find({ collection: 'contacts', where: byEmail, ...as({ ...staff, collection: 'users' }) })).docs).toEqual([])
  })
})
