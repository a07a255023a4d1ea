/**
 * Appointment reminders by text message, through a stand-in for Twilio on loopback
 * (tests/support/twilio-fake.ts) that speaks its Messages API and posts its signed webhooks.
 * The queue, the database and the route handlers run for real; only Date is faked to reach a
 * reminder's time. Texts go only to leads with a phone and texting consent who are not on
 * «No contactar»; a STOP reply stops texts to the number (only texts); an unsigned or forged webhook is refused;
 * half the settings is named at start and sends nothing; staff read when each reminder goes.
 */
import { randomUUID } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as post } from '@/app/(payload)/api/[...slug]/route'
import { appointmentReminderSchedule } from '@/appointments/read/reminder-schedule'
import { checkProductionConfig, publicServerUrl } from '@/lib/server/server-env'
import { siteSettingsSeed } from '@/seed/content/site-settings'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import { appointmentDays, runQueueAt } from '../../support/reminder-clock'
import { type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'
import { createStaffUser } from '../../support/staff-user'
import { type Deliver, signedWebhook, startTwilioFake, type TwilioFake } from '../../support/twilio-fake'

const HOUR = 3_600_000
const MINUTE = 60_000
const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID', 'TWILIO_API_BASE_URL']

let smtp: SmtpCapture
let twilio: TwilioFake
let payload: Payload
let staff: TypedUser
let phoneCounter = 0

/** The route handler, as Twilio's request reaches it through the site's server. */
const deliver: Deliver = (request) => {
  const slug = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  return post(request, { params: Promise.resolve({ slug }) })
}
const inboundUrl = () => `${publicServerUrl()}/api/twilio/sms`

function useTwilio(settings: Record<string, string>) {
  for (const name of TWILIO_VARIABLES) delete process.env[name]
  Object.assign(process.env, settings)
}

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  twilio = await startTwilioFake()
  useTwilio(twilio.env)
  payload = await openPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  if (!settings.agencyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context: { skipRevalidate: true } })
  staff = (await createStaffUser(payload, 'recordatorios-sms')) as unknown as TypedUser
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  useTwilio(twilio.env)
})

afterAll(async () => {
  useTwilio({})
  await twilio.stop()
  await stopStaffMailCapture(smtp)
})

const nextStart = appointmentDays()

/** A fresh US number: '(786) 555-01xx' and its E.164 form. */
function newPhone() {
  phoneCounter += 1
  const line = String(1000 + (((Date.now() / 1000 + phoneCounter * 37) % 9000) | 0)).padStart(4, '0')
  const exchange = String(200 + ((phoneCounter * 7) % 700))
  return { typed: `(786) ${exchange}-${line}`, e164: `+1786${exchange}${line}` }
}

/** A lead with a phone (and no e-mail unless given), texting consent ticked by staff or not. */
async function leadWithPhone(phone: string, textingConsent: boolean, email?: string) {
  const lead = await payload.create({
    collection: 'contacts',
    data: { source: 'telefono', firstName: 'Rosa', lastName: 'Mensaje', phone, email, insuranceType: 'medicare' } as never,
    user: staff,
    overrideAccess: false,
    context: { skipRevalidate: true },
  })
  if (!textingConsent) return lead
  return payload.update({ collection: 'contacts', id: lead.id, data: { textingConsent: true }, user: staff, overrideAccess: false })
}

const book = (leadId: number, startsAt: string) =>
  payload.create({
    collection: 'appointments',
    data: { lead: leadId, startsAt, kind: 'llamada', topic: 'medicare', bookedBy: 'sitio', assignedTo: staff.id } as never,
  })

const textsTo = (e164: string) => twilio.messages.filter((message) => message.to === e164)

describe('reminders by text message', () => {
  it('goes through the provider only to consenting numbers not on «No contactar», and staff see it', async () => {
    const consenting = newPhone()
    const noConsent = newPhone()
    const listed = newPhone()
    const startsAt = nextStart()
    const start = Date.parse(startsAt)
    const a = await leadWithPhone(consenting.typed, true)
    expect(a.textingConsentAt).toBeTruthy()
    expect(a.textingConsentBy).toBeTruthy()
    const b = await leadWithPhone(noConsent.typed, false)
    const c = await leadWithPhone(listed.typed, true)
    await payload.create({ collection: 'opt-outs', data: { phone: listed.typed, channel: 'llamada' }, user: staff, overrideAccess: false })
    const [appointmentA, appointmentB, appointmentC] = [
      await book(a.id, startsAt),
      await book(b.id, new Date(start + HOUR).toISOString()),
      await book(c.id, new Date(start + 2 * HOUR).toISOString()),
    ]

    await runQueueAt(payload, start - 25 * HOUR)
    expect(textsTo(consenting.e164)).toHaveLength(0)

    await runQueueAt(payload, start + 2 * HOUR - 24 * HOUR + MINUTE)
    expect(textsTo(consenting.e164)).toHaveLength(1)
    expect(textsTo(noConsent.e164)).toHaveLength(0)
    expect(textsTo(listed.e164)).toHaveLength(0)

    const [text] = textsTo(consenting.e164)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(text.from).toBe(twilio.env.TWILIO_FROM)
    expect(text.body).toContain(settings.agencyName?.slice(0, 10))
    expect(text.body).toContain(settings.phone)
    expect(text.body).toMatch(/tu cita es mañana a las \d{1,2}:\d{2} [ap]\. m\. \(hora del \p{L}+\)/u)
    expect(text.body).toContain('Responde STOP para no recibir más mensajes')
    expect(text.body.length).toBeLessThanOrEqual(160)
    expect(text.statusCallback).toBe(`${publicServerUrl()}/api/twilio/status`)

    const seenA = await appointmentReminderSchedule(payload, staff, appointmentA.id)
    expect(seenA?.[0]).toMatchObject({ offset: 'dayBefore', state: 'sent' })
    expect(seenA?.[0].notes.join(' ')).toMatch(/^Por mensaje de texto el .+\(hora del \p{L}+\)\. Estado: En cola\.$/u)
    expect(seenA?.[1]).toMatchObject({ offset: 'twoHours', state: 'scheduled' })
    expect(seenA?.[1].text).toMatch(/^Se enviará el .+ \(hora del \p{L}+\) por mensaje de texto \(SMS\)\.$/u)
    const seenB = await appointmentReminderSchedule(payload, staff, appointmentB.id)
    expect(seenB?.[0]).toMatchObject({ state: 'not-sent', text: 'No se envía: no hay cómo avisarle.' })
    expect(seenB?.[0].notes).toEqual(['Sin correo electrónico.', 'Sin mensajes de texto: el cliente no aceptó recibirlos.'])
    const seenC = await appointmentReminderSchedule(payload, staff, appointmentC.id)
    expect(seenC?.[1].text).toBe('No se envía: el cliente está en la lista «No contactar».')

    // Twilio reports the delivery; a late «sent» does not take it back.
    expect((await twilio.postStatus(text, 'delivered', deliver)).status).toBe(200)
    expect((await twilio.postStatus(text, 'sent', deliver)).status).toBe(200)
    const delivered = await appointmentReminderSchedule(payload, staff, appointmentA.id)
    expect(delivered?.[0].notes[0]).toMatch(/Estado: Entregado\.$/)
  })

  it('a number Twilio refuses is noted as failed, not retried, and the e-mail still goes once', async () => {
    const email = `invalido-${randomUUID()}@correo.example`
    const startsAt = nextStart()
    const lead = await payload.create({
      collection: 'contacts',
      data: { source: 'telefono', firstName: 'Pablo', lastName: 'Invalido', email, phone: '(500) 555-0001' } as never,
      user: staff,
      overrideAccess: false,
    })
    await payload.update({ collection: 'contacts', id: lead.id, data: { textingConsent: true }, user: staff, overrideAccess: false })
    const appointment = await book(lead.id, startsAt)
    await runQueueAt(payload, Date.parse(startsAt) - 24 * HOUR + MINUTE)
    await runQueueAt(payload, Date.parse(startsAt) - 24 * HOUR + 3 * MINUTE)
    expect(smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(1)
    const { docs } = await payload.find({
      collection: 'reminder-messages',
      where: { appointment: { equals: appointment.id } },
      sort: 'channel',
    })
    expect(docs.map((row) => [row.channel, row.status ?? null, row.errorCode ?? null])).toEqual([
      ['email', null, null],
      ['sms', 'failed', '21211'],
    ])
    const seen = await appointmentReminderSchedule(payload, staff, appointment.id)
    expect(seen?.[0]).toMatchObject({ state: 'sent', text: 'Enviado.' })
    expect(seen?.[0].notes[1]).toMatch(/^Por mensaje de texto el .+\. Estado: Falló\.$/)
  })

  it('a STOP reply stops texts to the number for every lead with it, while calls and e-mails go on', async () => {
    const phone = newPhone()
    const email = `stop-${randomUUID()}@correo.example`
    const startsAt = nextStart()
    const start = Date.parse(startsAt)
    const lead = await leadWithPhone(phone.typed, true, email)
    const appointment = await book(lead.id, startsAt)
    await runQueueAt(payload, start - 24 * HOUR + MINUTE)
    expect(textsTo(phone.e164)).toHaveLength(1)
    expect(smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(1)

    const answer = await twilio.postInbound({ from: phone.e164, body: '  stop ' }, inboundUrl(), deliver)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/xml/)

    const { docs: entries } = await payload.find({ collection: 'opt-outs', where: { phoneDigits: { equals: phone.e164.slice(2) } } })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ channel: 'sms', scope: 'texts', byName: 'Respondió STOP por SMS' })
    expect(await payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })).toMatchObject({ doNotContact: false })
    // The lead's history says so, in the client's name.
    const { docs: lines } = await payload.find({
      collection: 'lead-events',
      where: { and: [{ contact: { equals: lead.id } }, { kind: { equals: 'no-contactar' } }] },
      depth: 0,
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ authorName: 'El cliente', note: 'Respondió STOP por SMS: no se le envían más mensajes de texto.' })

    // A lead stored after the STOP with the same number, who agreed to texts: still no text, and not «No contactar» either.
    const later = await leadWithPhone(phone.typed, true)
    expect(later).toMatchObject({ doNotContact: false, textingConsent: true })
    const laterAppointment = await book(later.id, new Date(start + HOUR).toISOString())

    await runQueueAt(payload, start - 2 * HOUR + MINUTE)
    expect(textsTo(phone.e164)).toHaveLength(1)
    expect(smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(2)
    const seen = await appointmentReminderSchedule(payload, staff, appointment.id)
    expect(seen?.[1]).toMatchObject({ state: 'sent', text: 'Enviado.' })
    expect(seen?.[1].notes).toHaveLength(1)
    expect(seen?.[1].notes[0]).toMatch(/^Por correo electrónico el /)
    const seenLater = await appointmentReminderSchedule(payload, staff, laterAppointment.id)
    expect(seenLater?.[1]).toMatchObject({ state: 'not-sent', text: 'No se envía: no hay cómo avisarle.' })
    expect(seenLater?.[1].notes).toEqual(['Sin correo electrónico.', 'Sin mensajes de texto: pidió no recibir mensajes de texto (STOP).'])

    // Twilio's other opt-out words count too; a number already listed stays listed once.
    expect((await twilio.postInbound({ from: phone.e164, body: 'UNSUBSCRIBE' }, inboundUrl(), deliver)).status).toBe(200)
    expect(await payload.count({ collection: 'opt-outs', where: { phoneDigits: { equals: phone.e164.slice(2) } } })).toEqual({
      totalDocs: 1,
    })
  })

  it('refuses a webhook without the signature or signed with another token (403), and does nothing', async () => {
    const phone = newPhone()
    const lead = await leadWithPhone(phone.typed, true)
    const unsigned = await twilio.postInbound({ from: phone.e164, body: 'STOP' }, inboundUrl(), deliver, { signature: null })
    const forged = await twilio.postInbound({ from: phone.e164, body: 'STOP' }, inboundUrl(), deliver, {
      authToken: 'another-account-token-0123456789abcdef',
    })
    const garbled = await twilio.postInbound({ from: phone.e164, body: 'STOP' }, inboundUrl(), deliver, {
      signature: 'bm90LWEtc2lnbmF0dXJl',
    })
    for (const answer of [unsigned, forged, garbled]) {
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({ message: 'Firma de Twilio ausente o no válida.' })
    }
    // A status signed for the inbound URL does not count at the status URL either.
    const params = { MessageSid: 'SM1', MessageStatus: 'failed' }
    const signedForInbound = signedWebhook(inboundUrl(), params).headers.get('x-twilio-signature')
    const replayed = await deliver(signedWebhook(`${publicServerUrl()}/api/twilio/status`, params, { signature: signedForInbound }))
    expect(replayed.status).toBe(403)
    expect(await payload.count({ collection: 'opt-outs', where: { phoneDigits: { equals: phone.e164.slice(2) } } })).toEqual({
      totalDocs: 0,
    })
    expect((await payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })).doNotContact).toBe(false)
  })

  it('a visitor cannot give themselves texting consent through the public contact API', async () => {
    const email = `visitante-${randomUUID()}@correo.example`
    const answer = await postContact(validContactBody({ email, phone: newPhone().typed, textingConsent: true, textingConsentBy: 'Yo' }))
    expect(answer.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
    expect(docs[0]).toMatchObject({ textingConsent: false, textingConsentAt: null, textingConsentBy: null })
  })

  it('half the settings: named at start, and no text goes', async () => {
    useTwilio({ TWILIO_ACCOUNT_SID: twilio.env.TWILIO_ACCOUNT_SID, TWILIO_API_BASE_URL: twilio.url })
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
    checkProductionConfig()
    expect(warnings.filter((line) => line.includes('TWILIO'))).toEqual([
      'Warning: Text-message reminders are off: Twilio is half configured, ' +
        'TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID missing; ' +
        'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, or none of them.',
    ])

    const phone = newPhone()
    const startsAt = nextStart()
    const lead = await leadWithPhone(phone.typed, true)
    const appointment = await book(lead.id, startsAt)
    await runQueueAt(payload, Date.parse(startsAt) - 24 * HOUR + MINUTE)
    expect(textsTo(phone.e164)).toHaveLength(0)
    const seen = await appointmentReminderSchedule(payload, staff, appointment.id)
    expect(seen?.[1]).toMatchObject({ state: 'not-sent', text: 'No se envía: no hay cómo avisarle.' })
    expect(seen?.[1].notes).toContain('Sin mensajes de texto: el envío de SMS no está configurado.')
    const webhook = await twilio.postInbound({ from: phone.e164, body: 'STOP' }, inboundUrl(), deliver)
    expect(webhook.status).toBe(403)
  })

  it('an appointment booked less than 24 h ahead says its 24 h reminder does not go, and when the 2 h one goes', async () => {
    const email = `pronto-${randomUUID()}@correo.example`
    const lead = await payload.create({
      collection: 'contacts',
      data: { source: 'telefono', firstName: 'Luis', lastName: 'Pronto', email, phone: newPhone().typed } as never,
      user: staff,
      overrideAccess: false,
    })
    const soon = new Date(Date.now() + 6 * HOUR)
    soon.setUTCMinutes(0, 0, 0)
    const appointment = await book(lead.id, soon.toISOString())
    const seen = await appointmentReminderSchedule(payload, staff, appointment.id)
    expect(seen?.[0]).toMatchObject({
      label: '24 horas antes',
      state: 'not-sent',
      text: 'No se envía: la cita se agendó (o se movió) con menos de 24 horas de anticipación.',
    })
    expect(seen?.[1]).toMatchObject({ label: '2 horas antes', state: 'scheduled' })
    expect(seen?.[1].text).toMatch(/^Se enviará el .+ por correo electrónico\.$/)
    expect(seen?.[1].notes).toEqual(['Sin mensajes de texto: el cliente no aceptó recibirlos.'])

    await payload.update({ collection: 'appointments', id: appointment.id, data: { status: 'cancelada' } })
    const cancelled = await appointmentReminderSchedule(payload, staff, appointment.id)
    expect(cancelled?.map((line) => line.text)).toEqual(['No se envía: la cita está cancelada.', 'No se envía: la cita está cancelada.'])
  })
})
