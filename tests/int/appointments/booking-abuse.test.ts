/**
 * What a stranger must not do with the booking form (issue 33, findings 1, 2 and 15), through the
 * server action's own code on a real Postgres: take over someone's booking by sending the same
 * fields, flood the calendar and the staff mailbox, or put words of their own in an e-mail.
 * Bounded: at most 100 bookings, in-process, loopback addresses only.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import WebBookingsPausedWarning from '@/appointments/admin/WebBookingsPausedWarning'
import { type BookingOutcome, bookFromForm } from '@/appointments/book-appointment'
import { BOOKING_KEY_FIELD, newBookingKey } from '@/appointments/booking-key'
import { webBookingsThisHour } from '@/appointments/booking-limits'
import { cancelByLink } from '@/appointments/manage-appointment'
import { bookingCopy } from '@/copy/booking'
import { contactMessages } from '@/copy/contact-validation'
import { startJobRunner } from '@/jobs/start-runner'
import { openPayload } from '../../../tooling/payload'
import { aFreeSlot, allFreeSlots, bookingForm, freshLoopback, freshPhone, openWebBooking, visitorRequest } from '../../support/booking-form'
import { postContact, validContactBody } from '../../support/contact-api'
import { decodeQuotedPrintable, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'
import { createStaffUser } from '../../support/staff-user'

let payload: Payload
let smtp: SmtpCapture
let restoreBookingSettings: () => Promise<void>
const STAFF = 'equipo@agencia.example'

// Room under the site-wide ceiling for every test but the flood's, which sets its own: other files of the run book on
// the site within the same hour, and the ceiling counts them too.
const ROOMY_SITE_CEILING = '10000'

beforeAll(async () => {
  process.env.BOOKING_LIMIT_SITE_PER_HOUR = ROOMY_SITE_CEILING
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  restoreBookingSettings = await openWebBooking(payload)
  await startJobRunner()
}, 120_000)

afterAll(async () => {
  delete process.env.BOOKING_LIMIT_SITE_PER_HOUR
  await restoreBookingSettings()
  await stopStaffMailCapture(smtp)
})

const book = async (form: FormData, ip = freshLoopback()) => bookFromForm(await visitorRequest(payload, ip), form)

function booked(outcome: BookingOutcome) {
  if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`)
  return outcome
}

const tooMany = { kind: 'refused', message: bookingCopy.limits.tooMany }

describe('a booking belongs to the browser that made it', () => {
  it('the same fields from another address, without the page key or with another page key, never get the first one', async () => {
    const slot = await aFreeSlot(payload, 3, 2)
    const fields = { lastName: `Víctima ${randomUUID().slice(0, 8)}`, phone: freshPhone(), email: `victima-${randomUUID()}@example.com` }
    const victim = booked(await book(bookingForm(slot.startsAt.toISOString(), { ...fields })))

    const withoutKey = await book(bookingForm(slot.startsAt.toISOString(), { ...fields, [BOOKING_KEY_FIELD]: null }))
    const withOwnKey = await book(bookingForm(slot.startsAt.toISOString(), { ...fields, [BOOKING_KEY_FIELD]: newBookingKey() }))
    for (const replay of [withoutKey, withOwnKey]) {
      expect(replay).not.toMatchObject({ token: victim.token })
      expect(replay).toEqual({ kind: 'taken' })
    }
  })

  it('the same browser sending its form twice books once and gets the same confirmation', async () => {
    const slot = await aFreeSlot(payload, 3, 4)
    const fields = { lastName: `Doble ${randomUUID().slice(0, 8)}`, phone: freshPhone(), [BOOKING_KEY_FIELD]: newBookingKey() }
    const ip = freshLoopback()
    const first = booked(await book(bookingForm(slot.startsAt.toISOString(), fields), ip))
    expect(await book(bookingForm(slot.startsAt.toISOString(), fields), ip)).toEqual(first)
    const held = await payload.count({ collection: 'appointments', where: { startsAt: { equals: slot.startsAt.toISOString() } } })
    expect(held.totalDocs).toBe(1)
  })

  it('a cancelled booking never blocks booking the same hour again from a new page', async () => {
    const slot = await aFreeSlot(payload, 4, 2)
    const fields = { lastName: `Cancela ${randomUUID().slice(0, 8)}`, phone: freshPhone() }
    const first = booked(await book(bookingForm(slot.startsAt.toISOString(), fields)))
    expect(await cancelByLink(payload, first.token)).toBe('done')

    const again = booked(await book(bookingForm(slot.startsAt.toISOString(), fields)))
    expect(again.appointmentId).not.toBe(first.appointmentId)
    expect(again.token).not.toBe(first.token)
  })

  it('nor from the old page (the back button): its key stood for a booking now cancelled', async () => {
    const slot = await aFreeSlot(payload, 4, 4)
    const fields = { lastName: `Vuelve ${randomUUID().slice(0, 8)}`, phone: freshPhone(), [BOOKING_KEY_FIELD]: newBookingKey() }
    const first = booked(await book(bookingForm(slot.startsAt.toISOString(), fields)))
    expect(await cancelByLink(payload, first.token)).toBe('done')

    const fromOldPage = booked(await book(bookingForm(slot.startsAt.toISOString(), fields)))
    expect(fromOldPage.appointmentId).not.toBe(first.appointmentId)
    const stored = await payload.findByID({ collection: 'appointments', id: fromOldPage.appointmentId, depth: 0 })
    expect(stored.status).toBe('agendada')
  })
})

describe('bookings have limits of their own', () => {
  it('one address: three bookings a day, the fourth refused in Spanish', async () => {
    const ip = freshLoopback()
    const slots = (await allFreeSlots(payload)).slice(0, 4)
    const outcomes: BookingOutcome[] = []
    for (const slot of slots) outcomes.push(await book(bookingForm(slot.startsAt.toISOString()), ip))
    expect(outcomes.slice(0, 3).map((outcome) => outcome.kind)).toEqual(['booked', 'booked', 'booked'])
    expect(outcomes[3]).toEqual(tooMany)
  })

  it('one phone: two bookings a day, even when both were cancelled', async () => {
    const phone = freshPhone()
    const slots = (await allFreeSlots(payload)).slice(0, 3)
    const first = booked(await book(bookingForm(slots[0].startsAt.toISOString(), { phone })))
    const second = booked(await book(bookingForm(slots[1].startsAt.toISOString(), { phone: phone.replace(/\D/g, '') })))
    await cancelByLink(payload, first.token)
    await cancelByLink(payload, second.token)
    expect(await book(bookingForm(slots[2].startsAt.toISOString(), { phone: `+1 ${phone}` }))).toEqual(tooMany)
  })

  it('one e-mail: two bookings a day', async () => {
    const email = `limite-${randomUUID()}@example.com`
    const slots = (await allFreeSlots(payload)).slice(0, 3)
    booked(await book(bookingForm(slots[0].startsAt.toISOString(), { email })))
    booked(await book(bookingForm(slots[1].startsAt.toISOString(), { email: email.toUpperCase() })))
    expect(await book(bookingForm(slots[2].startsAt.toISOString(), { email }))).toEqual(tooMany)
  })

  it('one phone: two open appointments at most, counted in the database', async () => {
    const phone = freshPhone()
    const slots = (await allFreeSlots(payload)).slice(0, 2)
    // Two open appointments the desk booked for this phone: the site adds none.
    const staff = await createStaffUser(payload, `agente-${randomUUID().slice(0, 6)}`)
    const lead = await payload.create({
      collection: 'contacts',
      data: { firstName: 'Rosa', lastName: 'Abierta', phone, source: 'telefono' } as never,
      user: staff,
      depth: 0,
    })
    for (const slot of slots) {
      await payload.create({
        collection: 'appointments',
        data: {
          lead: lead.id,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          kind: 'llamada',
          topic: 'vida',
          status: 'agendada',
          bookedBy: 'personal',
        },
        depth: 0,
      })
    }
    const another = (await allFreeSlots(payload))[0]
    expect(await book(bookingForm(another.startsAt.toISOString(), { phone }))).toEqual(tooMany)
  })
})

describe('staff e-mail about a booking', () => {
  it('one e-mail to staff per web booking, with the invitation and the lead in the panel', async () => {
    const slot = await aFreeSlot(payload, 6, 5)
    const lastName = `Unico${randomUUID().slice(0, 8)}`
    const outcome = booked(await book(bookingForm(slot.startsAt.toISOString(), { lastName, email: `${lastName}@example.com` })))
    await expect.poll(() => staffMailsAbout(lastName), { timeout: 60_000, interval: 250 }).toBeGreaterThan(0)
    const [lead] = (await payload.find({ collection: 'contacts', where: { lastName: { equals: lastName } }, depth: 0 })).docs
    await expect
      .poll(() => smtp.mailsWith(`${lastName}@example.com`).filter((mail) => !mail.to.includes(STAFF)).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(1)
    // The runner's next rounds (every 5 s) would send a second staff e-mail if one were queued.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    expect(staffMailsAbout(lastName)).toBe(1)
    const [mail] = smtp.inbox.filter((captured) => captured.to.includes(STAFF) && decodeQuotedPrintable(captured.raw).includes(lastName))
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/admin/collections/contacts/${lead.id}`)
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i)
    expect(decodeQuotedPrintable(mail.raw)).not.toContain(outcome.token)
  }, 120_000)
})

/** How many staff e-mails name this person (single e-mails and digests alike). */
function staffMailsAbout(lastName: string): number {
  return smtp.inbox.filter((mail) => mail.to.includes(STAFF) && new RegExp(`${lastName}\\b`).test(decodeQuotedPrintable(mail.raw))).length
}

describe('e-mails to an address the visitor typed', () => {
  const probe = 'Ana. AVISO: su poliza fue CANCELADA, llame ya al 1-305-555-9999:'

  it('a first name that is not a name is refused in Spanish, and never reaches an e-mail', async () => {
    const slot = await aFreeSlot(payload, 5, 3)
    const email = `sonda-${randomUUID()}@example.com`
    const refusals = [
      [probe, contactMessages.bookingFirstNameTooLong],
      ['Ana. AVISO: CANCELADA, llame ya', contactMessages.nameCharacters],
      ['Ana <a href=x>', contactMessages.nameCharacters],
    ]
    for (const [firstName, message] of refusals) {
      const outcome = await book(bookingForm(slot.startsAt.toISOString(), { firstName, email }))
      expect(outcome).toEqual({ kind: 'invalid', errors: [{ field: 'firstName', message }] })
    }
    await new Promise((resolve) => setTimeout(resolve, 6000))
    expect(smtp.mailsWith('CANCELADA')).toHaveLength(0)
  })

  it('a right-to-left override or a line separator in any name is refused in Spanish', async () => {
    const slot = await aFreeSlot(payload, 5, 4)
    for (const [field, value] of [
      ['firstName', 'Ana\u202Eodot'],
      ['lastName', 'Pérez\u2028Gómez'],
      ['lastName', 'Pérez\u0085'],
      ['firstName', '\u2066Ana'],
    ]) {
      const outcome = await book(bookingForm(slot.startsAt.toISOString(), { [field]: value }))
      expect(outcome).toEqual({ kind: 'invalid', errors: [{ field, message: contactMessages.controlCharacters }] })
    }
  })

  it('the contact form refuses a right-to-left override in a name too, with a clear 400', async () => {
    const response = await postContact(validContactBody({ lastName: 'Martínez\u202Eelbon', email: `rtl-${randomUUID()}@example.com` }))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(contactMessages.controlCharacters)
  })

  it('names with accents, ñ, apostrophes and hyphens still book, and the e-mail greets by the first name', async () => {
    const slots = (await allFreeSlots(payload)).slice(40, 43)
    const email = `nombres-${randomUUID()}@example.com`
    for (const [index, [firstName, lastName]] of [
      ['María-José', 'Muñoz'],
      ['Seán', "O'Brien"],
      ['Zoë Ángela', 'Nuñez-Íñiguez'],
    ].entries()) {
      booked(await book(bookingForm(slots[index].startsAt.toISOString(), { firstName, lastName, email: index === 0 ? email : '' })))
    }
    await expect.poll(() => smtp.mailsWith(email).filter((mail) => mail.to.includes(email)).length, { timeout: 60_000 }).toBe(1)
    const [toVisitor] = smtp.inbox.filter((mail) => mail.to.includes(email))
    expect(decodeQuotedPrintable(toVisitor.raw)).toContain('Hola, María-José:')
  })
})

describe('a flood of bookings', () => {
  it('100 slots from 20 addresses: 30 web bookings an hour at most, the rest refused in Spanish; one staff e-mail each', async () => {
    const already = await webBookingsThisHour(payload)
    // The site-wide ceiling counts this hour's web bookings, this run's earlier ones too: 30 more than those.
    process.env.BOOKING_LIMIT_SITE_PER_HOUR = String(already + 30)
    const marker = `Aluvion${randomUUID().slice(0, 6)}`
    try {
      const addresses = Array.from({ length: 20 }, () => freshLoopback())
      const slots = (await allFreeSlots(payload)).slice(0, 100)
      expect(slots).toHaveLength(100)
      const outcomes: BookingOutcome[] = []
      const started = Date.now()
      for (const [index, slot] of slots.entries()) {
        const form = bookingForm(slot.startsAt.toISOString(), { lastName: `${marker} ${index}`, email: `${marker}-${index}@example.com` })
        outcomes.push(await book(form, addresses[index % addresses.length]))
      }
      const made = outcomes.filter((outcome) => outcome.kind === 'booked')
      console.log(`[figures] booking flood: ${made.length} of 100 booked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      expect(made).toHaveLength(30)
      expect(outcomes.filter((outcome) => outcome.kind !== 'booked')).toEqual(
        Array.from({ length: 70 }, () => ({ kind: 'refused', message: bookingCopy.limits.siteBusy })),
      )
      expect((await payload.count({ collection: 'contacts', where: { lastName: { like: marker } } })).totalDocs).toBe(30)
      // The dashboard's warning reads the same count.
      expect(await webBookingsThisHour(payload)).toBeGreaterThanOrEqual(already + 30)
      // Staff read why on the dashboard, with the count and the ceiling; under the ceiling it says nothing.
      const staff = { id: 1, collection: 'users' } as never
      const warning = await WebBookingsPausedWarning({ payload, user: staff })
      const shown = warning ? renderToStaticMarkup(warning) : ''
      expect(shown).toContain(bookingCopy.staffWarning.title)
      expect(shown).toContain(`se agendaron ${already + 30} citas`)
      process.env.BOOKING_LIMIT_SITE_PER_HOUR = String(already + 1000)
      expect(await WebBookingsPausedWarning({ payload, user: staff })).toBeNull()

      // Every booked visitor gets their confirmation; staff hear of each booking once (or in a digest), never twice.
      const toVisitors = () => smtp.inbox.filter((mail) => mail.to.some((to) => to.toLowerCase().startsWith(marker.toLowerCase())))
      await expect
        .poll(() => toVisitors().length, {
          timeout: 90_000,
          interval: 500,
        })
        .toBe(30)
      const told = () => made.filter((_, index) => staffMailsAbout(`${marker} ${index}`) === 0).length
      await expect.poll(told, { timeout: 90_000, interval: 500 }).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      const staffMails = smtp.inbox.filter((mail) => mail.to.includes(STAFF) && decodeQuotedPrintable(mail.raw).includes(marker))
      expect(staffMails.length).toBeLessThanOrEqual(30)
      for (let index = 0; index < 100; index++) expect(staffMailsAbout(`${marker} ${index}`)).toBeLessThanOrEqual(1)
    } finally {
      process.env.BOOKING_LIMIT_SITE_PER_HOUR = ROOMY_SITE_CEILING
    }
  }, 240_000)
})
