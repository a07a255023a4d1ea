/**
 * How appointments and agents are named in the admin (issue 35, finding 5): an appointment is
 * titled by its client and the agency's local time, not the raw UTC instant, and follows a move;
 * an account is titled by its name, or its e-mail while it has none.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { openPayload } from '../../../tooling/payload'
import { restCreateAppointment, restGet, restUpdateAppointment } from '../../support/appointments-api'

let payload: Payload
let token: string
let leadId: number

const quiet = { context: { skipRevalidate: true } }

beforeAll(async () => {
  payload = await openPayload()
  const email = `titulos-${randomUUID()}@agencia.example`
  const password = 'clave-de-titulos-123'
  await payload.create({ collection: 'users', data: { email, password, name: 'Eva Títulos', roles: ['staff'] } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token as string
  const lead = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: `ana-${randomUUID()}@correo.example`,
      phone: '(305) 555-0177',
      insuranceType: 'medicare',
      consent: true,
    } as never,
    ...quiet,
  })
  leadId = lead.id
})

describe('an appointment’s title', () => {
  it('is the client and the agency’s local time, and follows a move', async () => {
    const created = await restCreateAppointment(token, {
      lead: leadId,
      startsAt: '2031-12-01T17:30:00.000Z',
      kind: 'llamada',
      topic: 'medicare',
    })
    expect(created.status).toBe(201)
    const id = created.body.doc?.id as number
    const read = await restGet(token, `appointments/${id}?depth=0`)
    expect(read.body.title).toBe('Ana Pérez — 1 dic 2031, 12:30 p. m.')

    const moved = await restUpdateAppointment(token, id, { startsAt: '2031-12-02T14:00:00.000Z' })
    expect(moved.status).toBe(200)
    expect((await restGet(token, `appointments/${id}?depth=0`)).body.title).toBe('Ana Pérez — 2 dic 2031, 9:00 a. m.')
  })

  it('follows a rename of the client, on every appointment of theirs', async () => {
    const lead = await payload.create({
      collection: 'contacts',
      data: {
        firstName: 'Rosa',
        lastName: 'Gil',
        email: `rosa-${randomUUID()}@correo.example`,
        phone: '(305) 555-0178',
        insuranceType: 'medicare',
        consent: true,
      } as never,
      ...quiet,
    })
    const ids: number[] = []
    for (const startsAt of ['2031-12-03T17:30:00.000Z', '2031-12-04T14:00:00.000Z']) {
      const created = await restCreateAppointment(token, { lead: lead.id, startsAt, kind: 'llamada', topic: 'medicare' })
      expect(created.status).toBe(201)
      ids.push(created.body.doc?.id as number)
    }
    await payload.update({ collection: 'contacts', id: lead.id, data: { lastName: 'Gil Navarro' }, ...quiet })
    const titles = await Promise.all(ids.map(async (id) => (await restGet(token, `appointments/${id}?depth=0`)).body.title))
    expect(titles).toEqual(['Rosa Gil Navarro — 3 dic 2031, 12:30 p. m.', 'Rosa Gil Navarro — 4 dic 2031, 9:00 a. m.'])
  })

  it('is what the admin lists the appointment by', async () => {
    expect(payload.collections.appointments.config.admin.useAsTitle).toBe('title')
  })
})

describe('an account’s title', () => {
  it('is its name, or its e-mail while it has none', async () => {
    const email = `sin-nombre-${randomUUID()}@agencia.example`
    const nameless = await payload.create({ collection: 'users', data: { email, password: 'clave-sin-nombre-123', roles: ['staff'] } })
    expect(payload.collections.users.config.admin.useAsTitle).toBe('displayName')
    expect((await payload.findByID({ collection: 'users', id: nameless.id })).displayName).toBe(email)
    await payload.update({ collection: 'users', id: nameless.id, data: { name: 'Rita Nombre' } })
    expect((await payload.findByID({ collection: 'users', id: nameless.id })).displayName).toBe('Rita Nombre')
  })
})
