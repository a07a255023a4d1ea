/**
 * A visitor's move or cancel reaches the appointment's agent as well as the shared inbox (issue
 * 35): the staff notice goes to both, once each, and once only when the agent's address is the
 * inbox. Through the jobs queue to a real SMTP server.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookFromForm } from '@/appointments/book-appointment'
import { cancelByLink, rescheduleByLink } from '@/appointments/manage-appointment'
import { startJobRunner } from '@/jobs/start-runner'
import { openPayload } from '../../../tooling/payload'
import {
  aFreeSlot as aFreeSlotOf,
  allowAllBookings,
  bookingForm,
  openWebBooking,
  restoreBookingLimits,
  visitorRequest,
} from '../../support/booking-form'
import { mailSubject, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'
import { until } from '../../support/wait-until'

let payload: Payload
let smtp: SmtpCapture
let restoreBookingSettings: () => Promise<void>
const inbox = `equipo-${randomUUID()}@agencia.example`

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  process.env.CONTACT_NOTIFY_TO = inbox
  allowAllBookings()
  payload = await openPayload()
  restoreBookingSettings = await openWebBooking(payload)
  await startJobRunner()
}, 120_000)

afterAll(async () => {
  restoreBookingLimits()
  await restoreBookingSettings()
  await stopStaffMailCapture(smtp)
})

const agent = (email: string) =>
  payload.create({ collection: 'users', data: { email, password: `clave-${randomUUID()}`, name: 'Marta Ruiz', roles: ['staff'] } })

/** A web booking handed to `agentId` in the desk (a new assignee is no change the client is told of). */
async function bookedFor(agentId: number, daysFromFirst: number, index: number) {
  const slot = await aFreeSlotOf(payload, daysFromFirst, index)
  const lastName = `Agente ${randomUUID().slice(0, 6)}`
  const form = bookingForm(slot.startsAt.toISOString(), { email: `agente-${randomUUID()}@example.com`, lastName })
  const outcome = await bookFromForm(await visitorRequest(payload), form)
  if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`)
  await payload.update({ collection: 'appointments', id: outcome.appointmentId, data: { assignedTo: agentId }, overrideAccess: true })
  return { ...outcome, name: `Lucía ${lastName}` }
}

const noticesAbout = (subjectStart: string) => smtp.inbox.filter((mail) => mailSubject(mail.raw).startsWith(subjectStart))
/** Long enough for the runner (every 5 s) to have sent a second notice, if it were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 12_000))

describe("a visitor's change tells the appointment's agent", () => {
  it('the move and the cancel reach the shared inbox and the agent, once each', async () => {
    const agentEmail = `marta-${randomUUID()}@agencia.example`
    const marta = await agent(agentEmail)
    const booking = await bookedFor(marta.id, 3, 2)

    const later = await aFreeSlotOf(payload, 4, 3)
    expect(await rescheduleByLink(payload, booking.token, later.startsAt.toISOString())).toBe('done')
    const moved = await until('the staff notice of the move', 60_000, () => noticesAbout(`Cita cambiada: ${booking.name}`)[0])
    expect(moved.to.sort()).toEqual([agentEmail, inbox].sort())

    expect(await cancelByLink(payload, booking.token)).toBe('done')
    const cancelled = await until('the staff notice of the cancel', 60_000, () => noticesAbout(`Cita cancelada: ${booking.name}`)[0])
    expect(cancelled.to.sort()).toEqual([agentEmail, inbox].sort())

    await settle()
    for (const subject of [`Cita cambiada: ${booking.name}`, `Cita cancelada: ${booking.name}`]) {
      const recipients = noticesAbout(subject).flatMap((mail) => mail.to)
      expect(recipients.filter((to) => to === agentEmail)).toHaveLength(1)
      expect(recipients.filter((to) => to === inbox)).toHaveLength(1)
    }
  }, 180_000)

  it('an agent whose address is the shared inbox gets the notice once', async () => {
    const sameAsInbox = await agent(inbox.toUpperCase())
    const booking = await bookedFor(sameAsInbox.id, 5, 2)
    expect(await cancelByLink(payload, booking.token)).toBe('done')
    await until('the staff notice of the cancel', 60_000, () => noticesAbout(`Cita cancelada: ${booking.name}`)[0])
    await settle()
    const recipients = noticesAbout(`Cita cancelada: ${booking.name}`).flatMap((mail) => mail.to.map((to) => to.toLowerCase()))
    expect(recipients).toEqual([inbox])
  }, 120_000)
})
