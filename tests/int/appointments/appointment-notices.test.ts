/**
 * Everyone told of every change (issue 35, findings 2 and 3), through the jobs queue to a real
 * SMTP server, each invitation read back by an iCalendar library: a visitor's move and cancel
 * through their link, and staff's in the desk, send the client the same event with a higher
 * SEQUENCE (METHOD:REQUEST) or its cancellation (METHOD:CANCEL) and staff one notice each; a
 * staff booking e-mails the client; client e-mails answer to the agency and carry its name, phone
 * and hours; a video call's meeting link; the staff invite names the client and links to the lead,
 * never the client's link; a cancelled appointment's lead is back on the dashboard; a revoked
 * Marketplace consent tells staff and stops the application review until a new consent.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { bookFromForm } from '@/appointments/book-appointment'
import { cancelByLink, rescheduleByLink } from '@/appointments/manage-appointment'
import { startJobRunner } from '@/jobs/start-runner'
import { dueTodayWhere } from '@/leads/read/desk'
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'
import { createSigningLink } from '@/records/create-signing-link'
import { rescindThroughLink, signThroughLink } from '@/records/sign-record'
import { rescissionStaffMail } from '@/records/staff-copy'
import { openPayload } from '../../../tooling/payload'
import { restCreateAppointment, restUpdateAppointment } from '../../support/appointments-api'
import {
  aFreeSlot as aFreeSlotOf,
  allowAllBookings,
  bookingForm,
  openWebBooking,
  restoreBookingLimits,
  visitorRequest as visitorRequestOf,
} from '../../support/booking-form'
import { invitationOf } from '../../support/ics-attachment'
import {
  type CapturedMail,
  decodeQuotedPrintable,
  mailHeader,
  mailSubject,
  type SmtpCapture,
  startStaffMailCapture,
  stopStaffMailCapture,
} from '../../support/smtp-capture'
import { until } from '../../support/wait-until'

const STAFF_INBOX = 'equipo@agencia.example'
const REPLY_TO = 'respuestas@agencia.example'
const AGENCY_MEETING_LINK = 'https://meet.agencia.example/sala-comun'
const AGENT_MEETING_LINK = 'https://meet.agencia.example/marta'

let payload: Payload
let smtp: SmtpCapture
let restoreBookingSettings: () => Promise<void>
type Account = { id: number; token: string; name: string }
let staff: Account
let agency: { agencyName: string; phone: string; officeHours: string }

async function signIn(name: string, extra: Record<string, unknown> = {}): Promise<Account> {
  const email = `avisos-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: ['staff'], ...extra } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, name }
}

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  allowAllBookings()
  payload = await openPayload()
  restoreBookingSettings = await openWebBooking(payload)
  const settings = await payload.updateGlobal({
    slug: 'site-settings',
    data: { agencyNpn: '19990035', clientEmails: { replyTo: REPLY_TO, meetingLink: AGENCY_MEETING_LINK } } as never,
    context: { skipRevalidate: true },
  })
  agency = { agencyName: settings.agencyName, phone: settings.phone, officeHours: settings.officeHours ?? '' }
  staff = await signIn('Marta Ruiz', { npn: '17770035', meetingLink: AGENT_MEETING_LINK })
  await startJobRunner()
}, 120_000)

afterAll(async () => {
  restoreBookingLimits()
  await restoreBookingSettings()
  await stopStaffMailCapture(smtp)
})

const aFreeSlot = (daysFromFirst: number, index: number) => aFreeSlotOf(payload, daysFromFirst, index)

const mailsTo = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address))
const staffMails = (subjectStart: string) => mailsTo(STAFF_INBOX).filter((mail) => mailSubject(mail.raw).startsWith(subjectStart))
const nthMailTo = (address: string, index: number, what: string) => until(what, 60_000, () => mailsTo(address)[index])
const text = (mail: CapturedMail) => decodeQuotedPrintable(mail.raw)

/** Long enough for the runner (every 5 s) to have sent a second notice, if it were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 12_000))

/** A client e-mail answers to the agency and ends with its name, phone and hours. */
function expectAgencyFooter(mail: CapturedMail) {
  expect(mailHeader(mail.raw, 'Reply-To')).toContain(REPLY_TO)
  for (const fact of [agency.agencyName, agency.phone, agency.officeHours]) expect(text(mail)).toContain(fact)
}

async function bookOnTheSite(daysFromFirst: number, index: number) {
  const slot = await aFreeSlot(daysFromFirst, index)
  const email = `aviso-${randomUUID()}@example.com`
  const lastName = `Aviso ${randomUUID().slice(0, 6)}`
  const outcome = await bookFromForm(await visitorRequestOf(payload), bookingForm(slot.startsAt.toISOString(), { email, lastName }))
  if (outcome.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`)
  const confirmation = await nthMailTo(email, 0, 'the booking confirmation')
  return { ...outcome, email, name: `Lucía ${lastName}`, slot, confirmation }
}

describe('a change to an appointment', () => {
  it('the visitor moves, then cancels, through their link: the calendar follows, staff get one notice each, the lead is back', async () => {
    const booking = await bookOnTheSite(3, 1)
    const original = invitationOf(booking.confirmation.raw)
    expect(original.sequence).toBe(0)
    expectAgencyFooter(booking.confirmation)

    const later = await aFreeSlot(4, 2)
    expect(await rescheduleByLink(payload, booking.token, later.startsAt.toISOString())).toBe('done')
    const moved = await nthMailTo(booking.email, 1, 'the visitor e-mail about the new time')
    const movedInvitation = invitationOf(moved.raw)
    expect(movedInvitation).toMatchObject({ method: 'REQUEST', uid: original.uid, sequence: 1, startsAt: later.startsAt.toISOString() })
    expect(mailSubject(moved.raw)).toMatch(/^Tu cita cambió: /)
    expectAgencyFooter(moved)
    const staffMoved = await until('the staff notice of the move', 60_000, () => staffMails(`Cita cambiada: ${booking.name}`)[0])
    expect(text(staffMoved)).toContain('Hecho por: El cliente')
    const staffInvitation = invitationOf(staffMoved.raw)
    expect(staffInvitation).toMatchObject({ method: 'REQUEST', uid: original.uid, sequence: 1 })
    expect(staffInvitation.summary).toBe(`Cita: ${booking.name} — Llamada telefónica sobre Obamacare (ACA)`)
    expect(staffInvitation.description).toMatch(/\/admin\/collections\/contacts\/\d+$/)
    expect(text(staffMoved)).not.toContain(booking.token)

    expect(await cancelByLink(payload, booking.token)).toBe('done')
    const cancelled = await nthMailTo(booking.email, 2, 'the visitor e-mail about the cancellation')
    expect(invitationOf(cancelled.raw)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: original.uid, sequence: 2 })
    expect(mailSubject(cancelled.raw)).toMatch(/quedó cancelada$/)
    expectAgencyFooter(cancelled)
    await until('the staff notice of the cancellation', 60_000, () => staffMails(`Cita cancelada: ${booking.name}`)[0])

    await settle()
    expect(staffMails(`Cita cambiada: ${booking.name}`)).toHaveLength(1)
    expect(staffMails(`Cita cancelada: ${booking.name}`)).toHaveLength(1)
    expect(mailsTo(booking.email)).toHaveLength(3)

    // The lead booked on the site as «Nuevo»: back to it, its follow-up due now, so the dashboard counts and lists it.
    const lead = await payload.findByID({ collection: 'contacts', id: movedLeadId(staffMoved), depth: 0 })
    expect(lead.status).toBe('nuevo')
    const due = await payload.count({
      collection: 'contacts',
      where: { and: [dueTodayWhere(new Date(), 'America/New_York'), { id: { equals: lead.id } }] },
    })
    expect(due.totalDocs).toBe(1)

    // A retried job sends nothing again: each side's notice of a revision is claimed once.
    const { sendAppointmentNotice } = await import('@/appointments/notices/send-notice')
    const input = {
      appointmentId: booking.appointmentId,
      change: 'cancelled' as const,
      sequence: 2,
      startsAt: later.startsAt.toISOString(),
    }
    expect(await sendAppointmentNotice(payload, { ...input, to: 'visitor', changedBy: 'El cliente' })).toBe('already-sent')
    expect(await sendAppointmentNotice(payload, { ...input, to: 'staff', changedBy: 'El cliente' })).toBe('already-sent')
    expect(mailsTo(booking.email)).toHaveLength(3)
    expect(staffMails(`Cita cancelada: ${booking.name}`)).toHaveLength(1)
  }, 180_000)

  it('staff move and cancel a web booking in the desk: the client gets the updated and the cancelling invitation', async () => {
    const booking = await bookOnTheSite(5, 3)
    const original = invitationOf(booking.confirmation.raw)
    const later = await aFreeSlot(6, 4)
    const move = await restUpdateAppointment(staff.token, booking.appointmentId, { startsAt: later.startsAt.toISOString() })
    expect(move.status).toBe(200)
    const moved = await nthMailTo(booking.email, 1, 'the visitor e-mail about the new time')
    expect(invitationOf(moved.raw)).toMatchObject({
      method: 'REQUEST',
      uid: original.uid,
      sequence: 1,
      startsAt: later.startsAt.toISOString(),
    })
    const staffMoved = await until('the staff notice', 60_000, () => staffMails(`Cita cambiada: ${booking.name}`)[0])
    expect(text(staffMoved)).toContain(`Hecho por: ${staff.name}`)

    expect((await restUpdateAppointment(staff.token, booking.appointmentId, { status: 'cancelada' })).status).toBe(200)
    const cancelled = await nthMailTo(booking.email, 2, 'the visitor e-mail about the cancellation')
    expect(invitationOf(cancelled.raw)).toMatchObject({ method: 'CANCEL', uid: original.uid, sequence: 2 })
    await until('the staff notice of the cancellation', 60_000, () => staffMails(`Cita cancelada: ${booking.name}`)[0])
  }, 180_000)

  it('a staff booking e-mails the client; a video call carries its meeting link; the staff invite names the client', async () => {
    const email = `llamada-${randomUUID()}@example.com`
    const lastName = `Llamante ${randomUUID().slice(0, 6)}`
    const lead = await payload.create({
      collection: 'contacts',
      data: { firstName: 'Rosa', lastName, phone: '(954) 555-0135', email, insuranceType: 'medicare', consent: true } as never,
      context: { skipRevalidate: true },
    })
    const slot = await aFreeSlot(7, 5)
    const created = await restCreateAppointment(staff.token, {
      lead: lead.id,
      startsAt: slot.startsAt.toISOString(),
      kind: 'video',
      topic: 'medicare',
      assignedTo: staff.id,
    })
    expect(created.status).toBe(201)

    const confirmation = await nthMailTo(email, 0, 'the client confirmation of a staff booking')
    expect(mailSubject(confirmation.raw)).toMatch(/^Tu cita con nosotros: /)
    expectAgencyFooter(confirmation)
    expect(text(confirmation)).toContain(AGENT_MEETING_LINK)
    const invitation = invitationOf(confirmation.raw)
    expect(invitation).toMatchObject({ sequence: 0, location: AGENT_MEETING_LINK, url: AGENT_MEETING_LINK })
    expect(invitation.startsAt).toBe(slot.startsAt.toISOString())
    expect(invitation.uid).toMatch(new RegExp(`^cita-${created.body.doc?.id}@`))

    const toStaff = await until('the staff notice of the booking', 60_000, () => staffMails(`Cita agendada: Rosa ${lastName}`)[0])
    const staffInvitation = invitationOf(toStaff.raw)
    expect(staffInvitation.summary).toBe(`Cita: Rosa ${lastName} — Videollamada sobre Medicare`)
    expect(staffInvitation.description).toContain(`/admin/collections/contacts/${lead.id}`)
    expect(text(toStaff)).not.toContain('/citas/gestionar/')
    expect(text(confirmation)).not.toContain('/admin/')
  }, 180_000)

  it('a video call without any meeting link is refused in the settings, in Spanish', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { booking: { ...before.booking, videoCallsEnabled: true }, clientEmails: { replyTo: REPLY_TO, meetingLink: '' } } as never,
        context: { skipRevalidate: true },
      }),
    ).rejects.toThrow(/Enlace de las videollamadas/)
    const error = await payload
      .updateGlobal({
        slug: 'site-settings',
        data: { booking: { ...before.booking, videoCallsEnabled: true }, clientEmails: { meetingLink: 'meet.agencia.example' } } as never,
        context: { skipRevalidate: true },
      })
      .catch((caught: { data?: { errors?: { message: string }[] } }) => caught)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('https://')
  }, 60_000)
})

/** The lead id a staff notice links to. */
function movedLeadId(mail: CapturedMail): number {
  const match = /\/admin\/collections\/contacts\/(\d+)/.exec(text(mail))
  if (!match) throw new Error('no lead link in the staff notice')
  return Number(match[1])
}

describe('a revoked Marketplace consent', () => {
  const signer = { ip: '203.0.113.35', userAgent: 'Mozilla/5.0 (prueba)' }
  const signature = { signerName: 'Rosa Pérez', representativeName: '', representativeRelationship: '', products: [] }
  const tokenOf = (url: string) => url.split('/firmar/')[1]

  function sendLink(body: unknown) {
    const request = new Request('http://localhost:3000/api/record-links/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: '127.0.0.1', Authorization: `JWT ${staff.token}` },
      body: JSON.stringify(body),
    })
    return POST(request, { params: Promise.resolve({ slug: ['record-links', 'send'] }) })
  }

  async function signedConsent(leadId: number) {
    const link = await createSigningLink(payload, { lead: leadId, purpose: 'marketplace-consent', sentBy: staff.id })
    const signed = await signThroughLink(payload, tokenOf(link.url), signature, signer)
    if (signed.kind !== 'signed') throw new Error('consent not signed')
    return tokenOf(link.url)
  }

  it('tells staff, and the application review is refused in Spanish until a new consent is signed', async () => {
    const lastName = `Revoca ${randomUUID().slice(0, 6)}`
    const lead = await payload.create({
      collection: 'contacts',
      data: { firstName: 'Rosa', lastName, phone: '(954) 555-0136', email: `revoca-${randomUUID()}@example.com`, consent: true } as never,
      context: { skipRevalidate: true },
    })
    const review = { lead: lead.id, purpose: 'application-review', attestationSummary: 'Ingresos: 32.000 USD; 2 personas en el hogar.' }
    const consentToken = await signedConsent(lead.id)
    expect((await sendLink(review)).status).toBe(201)

    const rescinded = await rescindThroughLink(payload, consentToken, signature, signer)
    expect(rescinded.kind).toBe('signed')
    const notice = await until('the staff notice of the revocation', 60_000, () =>
      mailsTo(STAFF_INBOX).find((mail) => mailSubject(mail.raw) === rescissionStaffMail.subject && text(mail).includes(lastName)),
    )
    expect(text(notice)).toContain(`/admin/collections/contacts/${lead.id}`)
    expect(text(notice)).toContain('hasta que firme un consentimiento nuevo')

    const refused = await sendLink(review)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/revocó su consentimiento del Mercado/)

    await signedConsent(lead.id)
    expect((await sendLink(review)).status).toBe(201)
  }, 120_000)
})
