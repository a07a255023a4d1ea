/**
 * What an appointment's save does, for staff (REST, as the admin saves) and for the visitor's own
 * link (Local API without an account): the lead becomes «Cita agendada», its history says what
 * happened to the appointment and who did it, the end defaults to one slot, and a taken time is
 * refused with a Spanish 400, also when two saves race past the check (never a 500).
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Contact, LeadEvent } from '@/payload-types'
import { openPayload } from '../../../tooling/payload'
import { restCreateAppointment, restUpdateAppointment } from '../../support/appointments-api'
import { exportedLead } from '../../support/contacts-export'

let payload: Payload
let token: string
let staff: { id: number; name: string }
let slotMinutes: number

const at = (iso: string) => new Date(iso).toISOString()

async function newLead(status: Contact['status'] = 'nuevo', assignee?: number, lastName = 'Agenda'): Promise<Contact> {
  const lead = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Marta',
      lastName,
      email: `marta-${randomUUID()}@correo.example`,
      phone: '(305) 555-0199',
      insuranceType: 'medicare',
      consent: true,
    } as never,
    context: { skipRevalidate: true },
  })
  if (status === 'nuevo' && !assignee) return lead
  return payload.update({ collection: 'contacts', id: lead.id, data: { status, assignee }, context: { skipRevalidate: true } })
}

const history = async (leadId: number): Promise<LeadEvent[]> =>
  (await payload.find({ collection: 'lead-events', where: { contact: { equals: leadId } }, sort: 'createdAt', depth: 0, limit: 50 })).docs

const appointmentData = (leadId: number, startsAt: string, extra: Record<string, unknown> = {}) => ({
  lead: leadId,
  startsAt: at(startsAt),
  kind: 'llamada',
  topic: 'medicare',
  ...extra,
})

beforeAll(async () => {
  payload = await openPayload()
  const email = `citas-${randomUUID()}@agencia.example`
  const password = 'clave-de-citas-123'
  const account = await payload.create({ collection: 'users', data: { email, password, name: 'Ana Citas', roles: ['staff'] } })
  staff = { id: account.id, name: 'Ana Citas' }
  token = (await payload.login({ collection: 'users', data: { email, password } })).token as string
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  slotMinutes = settings.booking?.slotMinutes ?? 30
})

describe('an appointment staff book for a phone caller', () => {
  it('sets the lead to «Cita agendada», writes who booked it, lasts one slot and goes to the lead’s assignee', async () => {
    const lead = await newLead('contactado', staff.id)
    const created = await restCreateAppointment(token, appointmentData(lead.id, '2032-02-02T15:00:00Z'))
    expect(created.status).toBe(201)
    const appointment = await payload.findByID({ collection: 'appointments', id: created.body.doc?.id as number, depth: 0 })
    expect(appointment.endsAt).toBe(at(new Date(Date.parse('2032-02-02T15:00:00Z') + slotMinutes * 60_000).toISOString()))
    expect(appointment.assignedTo).toBe(staff.id)
    expect((await payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })).status).toBe('cita-agendada')
    const lines = (await history(lead.id)).filter((line) => line.kind === 'cita' || line.toStatus === 'cita-agendada')
    expect(lines.map((line) => [line.kind, line.appointmentAction ?? line.toStatus, line.authorName])).toEqual(
      expect.arrayContaining([
        ['estado', 'cita-agendada', 'Ana Citas'],
        ['cita', 'agendada', 'Ana Citas'],
      ]),
    )
  })

  it('leaves a lead already «Inscrito» as it is', async () => {
    const lead = await newLead('inscrito')
    expect((await restCreateAppointment(token, appointmentData(lead.id, '2032-02-03T15:00:00Z'))).status).toBe(201)
    expect((await payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })).status).toBe('inscrito')
  })

  it('a move writes the old and the new time and keeps the length; a reassignment names both', async () => {
    const lead = await newLead()
    const other = await payload.create({
      collection: 'users',
      data: { email: `luis-${randomUUID()}@agencia.example`, password: 'clave-de-luis-123', name: 'Luis Otro', roles: ['staff'] },
    })
    const created = await restCreateAppointment(
      token,
      appointmentData(lead.id, '2032-02-04T15:00:00Z', { endsAt: at('2032-02-04T16:00:00Z') }),
    )
    const id = created.body.doc?.id as number
    const moved = await restUpdateAppointment(token, id, { startsAt: at('2032-02-05T17:00:00Z'), assignedTo: other.id })
    expect(moved.status).toBe(200)
    const appointment = await payload.findByID({ collection: 'appointments', id, depth: 0 })
    expect(appointment.endsAt).toBe(at('2032-02-05T18:00:00Z'))
    const lines = (await history(lead.id)).filter((line) => line.kind === 'cita')
    const move = lines.find((line) => line.appointmentAction === 'movida')
    expect(move).toMatchObject({
      fromStartsAt: at('2032-02-04T15:00:00Z'),
      toStartsAt: at('2032-02-05T17:00:00Z'),
      authorName: 'Ana Citas',
    })
    const assigned = lines.find((line) => line.appointmentAction === 'asignada')
    expect(assigned).toMatchObject({ fromAssigneeName: null, toAssigneeName: 'Luis Otro' })
  })

  it('the visitor cancelling through their own link is written as «El cliente»', async () => {
    const lead = await newLead()
    const created = await payload.create({
      collection: 'appointments',
      data: { ...appointmentData(lead.id, '2032-02-06T15:00:00Z'), bookedBy: 'sitio' } as never,
    })
    await payload.update({ collection: 'appointments', id: created.id, data: { status: 'cancelada' } })
    const lines = (await history(lead.id)).map((line) => [line.kind, line.appointmentAction ?? line.toStatus, line.authorName])
    expect(lines).toEqual(
      expect.arrayContaining([
        ['estado', 'cita-agendada', 'El cliente'],
        ['cita', 'agendada', 'El cliente'],
        ['cita', 'cancelada', 'El cliente'],
      ]),
    )
  })
})

describe('a time already taken', () => {
  it('is refused through REST with a 400 and the Spanish message under «Empieza»', async () => {
    const lead = await newLead()
    expect((await restCreateAppointment(token, appointmentData(lead.id, '2032-03-01T15:00:00Z'))).status).toBe(201)
    const refused = await restCreateAppointment(token, appointmentData(lead.id, '2032-03-01T15:10:00Z'))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Ya hay otra cita agendada a esa hora')
    const errors = (refused.body.errors as { data?: { errors?: { path: string }[] } }[])[0].data?.errors
    expect(errors?.map((error) => error.path)).toEqual(['startsAt'])
  })

  it('moving onto a taken time is refused the same way', async () => {
    const lead = await newLead()
    await restCreateAppointment(token, appointmentData(lead.id, '2032-03-02T15:00:00Z'))
    const second = await restCreateAppointment(token, appointmentData(lead.id, '2032-03-02T16:00:00Z'))
    const refused = await restUpdateAppointment(token, second.body.doc?.id as number, { startsAt: at('2032-03-02T15:00:00Z') })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Ya hay otra cita agendada a esa hora')
  })

  it('eight staff saves of one time at once: one is booked, the others get the 400, none a 500', async () => {
    const lead = await newLead()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => restCreateAppointment(token, appointmentData(lead.id, '2032-03-03T15:00:00Z'))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(JSON.stringify(refused.body)).toContain('Ya hay otra cita agendada a esa hora')
    }
  })
})

describe('the leads CSV', () => {
  it('has the next scheduled appointment: the earliest one still to come, not a cancelled or a past one', async () => {
    // Letters only: the search also matches phone digits.
    const lastName = `Agenda ${randomUUID()
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])
      .slice(0, 12)}`
    const lead = await newLead('nuevo', undefined, lastName)
    const past = new Date(Date.now() - 3 * 24 * 3_600_000)
    past.setUTCMinutes(7, 0, 0)
    await payload.create({ collection: 'appointments', data: appointmentData(lead.id, past.toISOString()) as never })
    const cancelled = await payload.create({ collection: 'appointments', data: appointmentData(lead.id, '2032-04-01T14:00:00Z') as never })
    await payload.update({ collection: 'appointments', id: cancelled.id, data: { status: 'cancelada' } })
    await payload.create({ collection: 'appointments', data: appointmentData(lead.id, '2032-04-03T14:00:00Z') as never })
    await payload.create({ collection: 'appointments', data: appointmentData(lead.id, '2032-04-02T18:00:00Z') as never })
    const column = await exportedLead(lastName, token)
    // Agency time (the default zone, Eastern: 18:00 UTC in April is 14:00).
    expect(column('Próxima cita')).toBe('2032-04-02 14:00')
  })
})
