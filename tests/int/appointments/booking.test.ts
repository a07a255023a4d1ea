/**
 * Visitors book through the booking form's server code (what the server action behind /citas
 * calls), on a real Postgres: twenty at once for one time leave exactly one appointment, and the
 * e-mails go out through the jobs queue to a real SMTP server, each with an .ics that an
 * iCalendar library reads back.
 */
import { randomUUID } from 'node:crypto'

import ICAL from 'ical.js'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type BookingOutcome, bookFromForm } from '@/appointments/book-appointment'
import { BOOKING_KEY_FIELD, newBookingKey } from '@/appointments/booking-key'
import { appointmentByLink } from '@/appointments/read/booking'
import { bookingCopy } from '@/copy/booking'
import { CONSENT_LABEL } from '@/copy/contact'
import { startJobRunner } from '@/jobs/start-runner'
import { openPayload } from '../../../tooling/payload'
import {
  aFreeSlot as aFreeSlotOf,
  allowAllBookings,
  bookingForm,
  openWebBooking,
  restoreBookingLimits,
  visitorRequest as visitorRequestOf,
} from '../../support/booking-form'
import {
  decodeQuotedPrintable,
  mailHeader,
  type SmtpCapture,
  startStaffMailCapture,
  stopStaffMailCapture,
} from '../../support/smtp-capture'
import { until } from '../../support/wait-until'

let payload: Payload
let smtp: SmtpCapture
let restoreBookingSettings: () => Promise<void>

beforeAll(async () => {
  smtp = await startStaffMailCapture()
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

const aFreeSlot = (daysFromFirst: number, index: number) => aFreeSlotOf(payload, daysFromFirst, index)
const visitorRequest = () => visitorRequestOf(payload)

/** The .ics attachment of a captured message, decoded (nodemailer sends it base64 or quoted-printable). */
function icsOf(raw: string): string {
  const [, part = ''] = raw.split(/Content-Type: text\/calendar[^\n]*\n/i)
  const [headers, ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').split(/\r?\n--/)[0]
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

describe('booking an appointment', () => {
  it('twenty visitors at once for one time: exactly one appointment, the others told in Spanish it was just taken', async () => {
    const slot = await aFreeSlot(2, 4)
    const marker = randomUUID().slice(0, 8)
    const requests = await Promise.all(Array.from({ length: 20 }, () => visitorRequest()))
    const outcomes: BookingOutcome[] = await Promise.all(
      requests.map((req, index) =>
        bookFromForm(
          req,
          bookingForm(slot.startsAt.toISOString(), { lastName: `Carrera ${marker} ${index}`, phone: `(786) 555-${1000 + index}` }),
        ),
      ),
    )
    const booked = outcomes.filter((outcome) => outcome.kind === 'booked')
    expect(booked).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.kind === 'taken')).toHaveLength(19)
    expect(bookingCopy.taken).toMatch(/se acaba de ocupar/)

    const held = await payload.find({
      collection: 'appointments',
      where: { startsAt: { equals: slot.startsAt.toISOString() }, status: { equals: 'agendada' } },
      depth: 1,
    })
    expect(held.docs).toHaveLength(1)
    expect(held.docs[0].bookedBy).toBe('sitio')
    // The losers left nothing behind: one lead for the whole race, stored as a booking with the form's consent.
    const leads = await payload.find({ collection: 'contacts', where: { lastName: { like: `Carrera ${marker}` } }, depth: 0 })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({ source: 'cita', consentText: CONSENT_LABEL, email: null, insuranceType: 'obamacare' })
  }, 120_000)

  it('another instance takes the time at the last moment: the database refuses this one, in Spanish, nothing stored', async () => {
    const slot = await aFreeSlot(5, 6)
    const marker = `Instancia ${randomUUID().slice(0, 8)}`
    const [lead] = (await payload.find({ collection: 'contacts', limit: 1, depth: 0 })).docs
    // The other instance's booking, pending in its own transaction: invisible to this one's check, held by the constraint.
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query('begin')
      await other.query(
        `insert into appointments (lead_id, starts_at, ends_at, kind, topic, status, booked_by, updated_at, created_at)
         values ($1, $2, $3, 'llamada', 'vida', 'agendada', 'personal', now(), now())`,
        [lead.id, slot.startsAt.toISOString(), slot.endsAt.toISOString()],
      )
      const booking = bookFromForm(await visitorRequest(), bookingForm(slot.startsAt.toISOString(), { lastName: marker }))
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await other.query('commit')
      expect(await booking).toEqual({ kind: 'taken' })
    } finally {
      await other.end()
    }
    expect((await payload.find({ collection: 'contacts', where: { lastName: { equals: marker } } })).docs).toHaveLength(0)
  }, 60_000)

  it('the same form sent twice from its page books once and answers the same confirmation', async () => {
    const slot = await aFreeSlot(3, 2)
    const fields = { lastName: `Doble ${randomUUID().slice(0, 8)}`, phone: '(786) 555-0177', [BOOKING_KEY_FIELD]: newBookingKey() }
    const form = () => bookingForm(slot.startsAt.toISOString(), fields)
    const first = await bookFromForm(await visitorRequest(), form())
    const again = await bookFromForm(await visitorRequest(), form())
    expect(first.kind).toBe('booked')
    expect(again).toEqual(first)
  }, 60_000)

  it('the link finds its appointment until it ends; a cancelled one, or another token, finds nothing', async () => {
    const slot = await aFreeSlot(6, 1)
    const outcome = await bookFromForm(await visitorRequest(), bookingForm(slot.startsAt.toISOString(), { lastName: 'Enlace' }))
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`)
    const found = await appointmentByLink(outcome.token, new Date(), payload)
    expect(found).toMatchObject({ id: outcome.appointmentId, kind: 'llamada', lead: { firstName: 'Lucía' } })
    expect(await appointmentByLink(outcome.token, new Date(slot.endsAt.getTime() + 1000), payload)).toBeNull()
    const otherLastCharacter = outcome.token.endsWith('A') ? 'B' : 'A'
    expect(await appointmentByLink(`${outcome.token.slice(0, -1)}${otherLastCharacter}`, new Date(), payload)).toBeNull()
    await payload.update({ collection: 'appointments', id: outcome.appointmentId, data: { status: 'cancelada' } })
    expect(await appointmentByLink(outcome.token, new Date(), payload)).toBeNull()
  }, 60_000)

  it('a time that is not a free slot, or a form without consent, is refused with the Spanish message', async () => {
    const slot = await aFreeSlot(3, 5)
    const offGrid = new Date(slot.startsAt.getTime() + 10 * 60_000).toISOString()
    expect(await bookFromForm(await visitorRequest(), bookingForm(offGrid))).toEqual({ kind: 'taken' })
    const noConsent = await bookFromForm(await visitorRequest(), bookingForm(slot.startsAt.toISOString(), { consent: null }))
    expect(noConsent).toEqual({ kind: 'invalid', errors: [{ field: 'consent', message: 'Debes aceptar recibir comunicaciones' }] })
  }, 60_000)

  it('e-mails the visitor and staff through the queue, each with an .ics a calendar reads right', async () => {
    const slot = await aFreeSlot(4, 3)
    const email = `cita-${randomUUID()}@example.com`
    const outcome = await bookFromForm(await visitorRequest(), bookingForm(slot.startsAt.toISOString(), { email, kind: 'oficina' }))
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`)

    const toVisitor = await until('the visitor e-mail', 60_000, () => smtp.inbox.find((mail) => mail.to.includes(email)))
    const toStaff = await until('the staff e-mail', 60_000, () =>
      smtp.inbox.find(
        (mail) =>
          mail.to.includes('equipo@agencia.example') && mailHeader(mail.raw, 'Subject')?.includes('cita') && mail.raw.includes(email),
      ),
    )
    for (const mail of [toVisitor, toStaff]) {
      const calendar = new ICAL.Component(ICAL.parse(icsOf(mail.raw)))
      const zone = calendar.getFirstSubcomponent('vtimezone')
      expect(zone?.getFirstPropertyValue('tzid')).toBe('America/New_York')
      if (zone) ICAL.TimezoneService.register(zone)
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component)
      expect(event.startDate.zone?.tzid).toBe('America/New_York')
      expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt.toISOString())
      expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt.toISOString())
      // The client's title says what about; staff's names the client (issue 35, finding 3).
      expect(event.summary).toBe(
        mail === toVisitor ? 'Cita: En la oficina sobre Obamacare (ACA)' : 'Cita: Lucía Martínez — En la oficina sobre Obamacare (ACA)',
      )
      // The visitor's invitation links to their booking; staff's to the lead in the panel (the visitor's link is theirs alone).
      if (mail === toVisitor) expect(event.description).toContain(`/citas/gestionar/${outcome.token}`)
      else expect(event.description).toMatch(/\/admin\/collections\/contacts\/\d+$/)
    }
    expect(decodeQuotedPrintable(toVisitor.raw)).toContain(`/citas/gestionar/${outcome.token}`)
    expect(decodeQuotedPrintable(toStaff.raw)).not.toContain(outcome.token)
  }, 120_000)
})
