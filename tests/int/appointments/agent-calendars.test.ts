/**
 * A calendar per agent (issue 35, item 1): two agents may hold the same hour, one agent never two
 * (the database's exclusion constraint over agent and time, also when saves race), a web booking
 * goes to a free agent in turn, and each agent's own hours, slot length and blocked times count,
 * with the agency's where the agent set none. Without any agent calendar the agency books one at
 * a time, as before.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookFromForm } from '@/appointments/book-appointment'
import { rescheduleByLink } from '@/appointments/manage-appointment'
import { appointmentsOfDay } from '@/appointments/read/appointments-desk'
import { agencyDayKey } from '@/lib/agency-days'
import { relationId } from '@/lib/relation-id'
import { createSigningLink } from '@/records/create-signing-link'
import { signThroughLink } from '@/records/sign-record'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { restCreateAppointment } from '../../support/appointments-api'
import {
  allowAllBookings,
  bookingForm,
  offeredSlots,
  openWebBooking,
  restoreBookingLimits,
  visitorRequest,
} from '../../support/booking-form'

const TAKEN = 'Ya hay otra cita agendada a esa hora'

let payload: Payload
let token: string
let ana: number
let beto: number
let restoreBookingSettings: () => Promise<void>
const made: { collection: 'agent-calendars' | 'blocked-times'; id: number }[] = []

const at = (iso: string) => new Date(iso).toISOString()

async function newLead(): Promise<number> {
  const lead = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Carmen',
      lastName: 'Agentes',
      email: `carmen-${randomUUID()}@correo.example`,
      phone: '(305) 555-0142',
      insuranceType: 'medicare',
      consent: true,
    } as never,
    context: { skipRevalidate: true },
  })
  return lead.id
}

async function newAgent(name: string): Promise<number> {
  const account = await payload.create({
    collection: 'users',
    data: {
      email: `${name.toLowerCase().replace(/\s/g, '-')}-${randomUUID()}@agencia.example`,
      password: 'llaves-del-despacho-789',
      name,
      roles: ['staff'],
    },
  })
  return account.id
}

const staffBooking = async (startsAt: string, assignedTo?: number) =>
  restCreateAppointment(token, { lead: await newLead(), startsAt: at(startsAt), kind: 'llamada', topic: 'medicare', assignedTo })

async function calendar(agent: number, data: Record<string, unknown> = {}) {
  const doc = await payload.create({ collection: 'agent-calendars', data: { agent, takesWebBookings: true, ...data } })
  made.push({ collection: 'agent-calendars', id: doc.id })
  return doc
}

async function block(startsAt: Date, endsAt: Date, agent?: number) {
  const doc = await payload.create({
    collection: 'blocked-times',
    data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), reason: 'Reunión', agent },
  })
  made.push({ collection: 'blocked-times', id: doc.id })
}

async function removeMade() {
  for (const { collection, id } of made.splice(0)) await payload.delete({ collection, id })
}

/** The visitor books `startsAt` on the site: the appointment (with whom and until when) or the outcome's kind. */
async function webBooking(startsAt: Date) {
  const outcome = await bookFromForm(await visitorRequest(payload), bookingForm(startsAt.toISOString()))
  if (outcome.kind !== 'booked') return { kind: outcome.kind }
  const appointment = await payload.findByID({ collection: 'appointments', id: outcome.appointmentId, depth: 0 })
  return {
    kind: 'booked',
    agent: relationId(appointment.assignedTo),
    minutes: (Date.parse(appointment.endsAt) - startsAt.getTime()) / 60_000,
  }
}

const agentsOf = (slot: { lanes: { agentId: number | null }[] }) => slot.lanes.map((lane) => lane.agentId).sort()

/** The offered slots of one day offered (the fourth, or `index`): far enough ahead for any notice, live from the database. */
const fourthDay = async (index = 3) => (await offeredSlots(payload))[index].slots

const easternHour = (instant: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(instant))

beforeAll(async () => {
  allowAllBookings()
  payload = await openPayload()
  // The legal texts an SOA is signed on (the day view shows whether it is).
  await seed(payload)
  restoreBookingSettings = await openWebBooking(payload)
  ana = await newAgent('Ana Agente')
  beto = await newAgent('Beto Agente')
  const email = `mesa-${randomUUID()}@agencia.example`
  await payload.create({ collection: 'users', data: { email, password: 'turnos-de-oficina-456', name: 'Mesa', roles: ['staff'] } })
  token = (await payload.login({ collection: 'users', data: { email, password: 'turnos-de-oficina-456' } })).token as string
}, 120_000)

afterAll(async () => {
  await removeMade()
  restoreBookingLimits()
  await restoreBookingSettings()
})

describe('staff booking a caller for a named agent', () => {
  it('two agents hold the same hour; a third booking for the busy agent is refused in Spanish (400, under «Empieza»)', async () => {
    expect((await staffBooking('2033-01-10T15:00:00Z', ana)).status).toBe(201)
    expect((await staffBooking('2033-01-10T15:00:00Z', beto)).status).toBe(201)
    const refused = await staffBooking('2033-01-10T15:15:00Z', ana)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(TAKEN)
  })

  it('eight saves of one hour for one agent at once: exactly one lands, the others get the Spanish 400, never a 500', async () => {
    const [other, ...same] = await Promise.all([
      staffBooking('2033-01-11T15:00:00Z', beto),
      ...Array.from({ length: 8 }, () => staffBooking('2033-01-11T15:00:00Z', ana)),
    ])
    expect(other.status).toBe(201)
    expect(same.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
    for (const refused of same.filter((answer) => answer.status === 400)) expect(JSON.stringify(refused.body)).toContain(TAKEN)
  })

  it('appointments with nobody attending share one lane of their own', async () => {
    expect((await staffBooking('2033-01-12T15:00:00Z')).status).toBe(201)
    expect((await staffBooking('2033-01-12T15:00:00Z', ana)).status).toBe(201)
    const refused = await staffBooking('2033-01-12T15:00:00Z')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain(TAKEN)
  })
})

describe('web booking', () => {
  it('without agent calendars the agency keeps its defaults: one appointment per hour, nobody assigned', async () => {
    const slot = (await fourthDay())[0]
    expect(agentsOf(slot)).toEqual([null])
    expect(await webBooking(slot.startsAt)).toEqual({ kind: 'booked', agent: null, minutes: 30 })
    expect(await webBooking(slot.startsAt)).toEqual({ kind: 'taken' })
  })

  describe('with two agents taking web bookings', () => {
    beforeAll(async () => {
      await calendar(ana)
      await calendar(beto)
    })
    afterAll(removeMade)

    it('an hour is offered while one agent is free; two visitors get the two agents, a third is told it was taken', async () => {
      const slot = (await fourthDay())[2]
      expect(agentsOf(slot)).toEqual([ana, beto].sort())
      const first = await webBooking(slot.startsAt)
      const second = await webBooking(slot.startsAt)
      expect([first.agent, second.agent].sort()).toEqual([ana, beto].sort())
      expect(await webBooking(slot.startsAt)).toEqual({ kind: 'taken' })
      expect((await fourthDay()).some((free) => free.startsAt.getTime() === slot.startsAt.getTime())).toBe(false)
    })

    it('five visitors at once for one hour: one booking per agent, the other three told it was just taken', async () => {
      const slot = (await fourthDay(7))[3]
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => webBooking(slot.startsAt)))
      expect(outcomes.filter((outcome) => outcome.kind === 'taken')).toHaveLength(3)
      const booked = outcomes.filter((outcome) => outcome.kind === 'booked').map((outcome) => outcome.agent)
      expect(booked.sort()).toEqual([ana, beto].sort())
    })

    it('bookings of free hours take turns between the agents (round robin)', async () => {
      const [one, two, three] = (await fourthDay()).slice(4, 7)
      const turns = [await webBooking(one.startsAt), await webBooking(two.startsAt), await webBooking(three.startsAt)]
      expect(turns.map((turn) => turn.kind)).toEqual(['booked', 'booked', 'booked'])
      expect(turns[0].agent).not.toBe(turns[1].agent)
      expect(turns[2].agent).toBe(turns[0].agent)
    })

    it('an agent staff booked for that hour is not offered; the visitor gets the other one', async () => {
      const slot = (await fourthDay())[8]
      expect((await staffBooking(slot.startsAt.toISOString(), ana)).status).toBe(201)
      const offered = (await fourthDay()).find((free) => free.startsAt.getTime() === slot.startsAt.getTime())
      expect(offered && agentsOf(offered)).toEqual([beto])
      expect((await webBooking(slot.startsAt)).agent).toBe(beto)
    })

    it('an agent’s own hours and slot length count; the agency’s apply to the one who set none', async () => {
      const [anaCalendar] = made
      await payload.update({
        collection: 'agent-calendars',
        id: anaCalendar.id,
        data: { officeHours: 'Lunes a Domingo 8:00 AM – 12:00 PM', slotMinutes: 60 },
      })
      const slots = await fourthDay()
      const anaOnly = slots.filter((slot) => agentsOf(slot).includes(ana))
      expect(anaOnly.length).toBeGreaterThan(0)
      expect(anaOnly.every((slot) => easternHour(slot.startsAt) < 12)).toBe(true)
      const afternoon = slots.find((slot) => easternHour(slot.startsAt) >= 14)
      expect(afternoon && agentsOf(afternoon)).toEqual([beto])
      expect(await webBooking((afternoon as { startsAt: Date }).startsAt)).toEqual({ kind: 'booked', agent: beto, minutes: 30 })
      const anaHour = anaOnly.find((slot) => agentsOf(slot).length === 2)
      expect(anaHour).toBeDefined()
      // Whose turn it is decides who gets the first booking of that hour; the two bookings go to both.
      const firstAt10 = await webBooking((anaHour as { startsAt: Date }).startsAt)
      const secondAt10 = await webBooking((anaHour as { startsAt: Date }).startsAt)
      const anas = [firstAt10, secondAt10].find((booking) => booking.agent === ana)
      expect(anas).toEqual({ kind: 'booked', agent: ana, minutes: 60 })
      await payload.update({ collection: 'agent-calendars', id: anaCalendar.id, data: { officeHours: '', slotMinutes: null } })
    })

    it('a visitor moving their appointment keeps its agent: a time only the other agent has free is refused', async () => {
      const [from, busyHour, to] = [0, 4, 8]
      const slots = await fourthDay(6)
      const outcome = await bookFromForm(await visitorRequest(payload), bookingForm(slots[from].startsAt.toISOString()))
      if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`)
      const agentOf = async () =>
        relationId((await payload.findByID({ collection: 'appointments', id: outcome.appointmentId, depth: 0 })).assignedTo)
      const agent = await agentOf()
      expect((await staffBooking(slots[busyHour].startsAt.toISOString(), agent ?? undefined)).status).toBe(201)
      expect(await rescheduleByLink(payload, outcome.token, slots[busyHour].startsAt.toISOString())).toBe('taken')
      expect(await rescheduleByLink(payload, outcome.token, slots[to].startsAt.toISOString())).toBe('done')
      expect(await agentOf()).toBe(agent)
    })

    it('a blocked time for one agent takes only that agent out; one for nobody in particular takes the whole agency out', async () => {
      const slots = await fourthDay(5)
      const [mine, everyone] = [slots[10], slots[12]]
      await block(mine.startsAt, mine.endsAt, ana)
      await block(everyone.startsAt, everyone.endsAt)
      const after = await fourthDay(5)
      const find = (slot: { startsAt: Date }) => after.find((free) => free.startsAt.getTime() === slot.startsAt.getTime())
      expect(agentsOf(find(mine) as never)).toEqual([beto])
      expect(find(everyone)).toBeUndefined()
      expect(await webBooking(everyone.startsAt)).toEqual({ kind: 'taken' })
      expect((await webBooking(mine.startsAt)).agent).toBe(beto)
    })
  })
})

describe('the day view', () => {
  it('a column per agent with a calendar, booked or not; each Medicare appointment says whether its SOA is signed', async () => {
    const carla = await newAgent('Carla Agente')
    await calendar(carla)
    await payload.update({ collection: 'users', id: ana, data: { npn: '17770123' }, overrideAccess: true })
    const { agencyNpn } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({ slug: 'site-settings', data: { agencyNpn: agencyNpn || '19990123' }, context: { skipRevalidate: true } })
    const [signed, unsigned, other] = await Promise.all([
      staffBooking('2033-02-07T15:00:00Z', ana),
      staffBooking('2033-02-07T16:00:00Z', ana),
      newLead().then((lead) =>
        restCreateAppointment(token, { lead, startsAt: at('2033-02-07T15:00:00Z'), kind: 'llamada', topic: 'obamacare', assignedTo: beto }),
      ),
    ])
    const signedId = signed.body.doc?.id as number
    const { lead } = await payload.findByID({ collection: 'appointments', id: signedId, depth: 0 })
    const link = await createSigningLink(payload, {
      lead: relationId(lead) as number,
      purpose: 'soa',
      agent: ana,
      appointmentId: signedId,
      email: false,
    })
    const signer = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (prueba)' }
    const input = { signerName: 'Carmen Agentes', representativeName: '', representativeRelationship: '', products: ['medigap'] }
    expect((await signThroughLink(payload, link.url.split('/firmar/')[1], input, signer)).kind).toBe('signed')

    const desk = await payload.login({
      collection: 'users',
      data: { email: (await payload.findByID({ collection: 'users', id: ana })).email, password: 'llaves-del-despacho-789' },
    })
    const day = agencyDayKey(new Date('2033-02-07T15:00:00Z'), 'America/New_York')
    const columns = await appointmentsOfDay(payload, desk.user as never, day, 'America/New_York', { everyAgent: true })
    const column = (agent: number) => columns.find((one) => one.staffId === agent)
    expect(column(carla)?.appointments).toEqual([])
    const soa = (id: unknown) => column(ana)?.appointments.find((item) => item.id === id)?.soaSigned
    expect(soa(signedId)).toBe(true)
    expect(soa(unsigned.body.doc?.id)).toBe(false)
    expect(column(beto)?.appointments.find((item) => item.id === other.body.doc?.id)?.soaSigned).toBeNull()
  })
})
