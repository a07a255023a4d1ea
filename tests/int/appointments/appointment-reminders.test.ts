/**
 * Appointment reminders go through Payload's jobs queue in Postgres to a real SMTP server on
 * loopback, 24 h and 2 h before the appointment. The clock is controlled (only Date is faked: the
 * queue, the database and the mail server run for real): nothing goes before its time, a moved
 * appointment is reminded at its new time only, a cancelled one never.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { spanishDateTime } from '@/lib/spanish-time'
import { siteSettingsSeed } from '@/seed/content/site-settings'
import { loadAgencyTimeZone } from '@/settings/agency-settings'
import { openPayload } from '../../../tooling/payload'
import { appointmentDays, runQueueAt } from '../../support/reminder-clock'
import {
  decodeQuotedPrintable,
  mailSubject,
  type SmtpCapture,
  startStaffMailCapture,
  stopStaffMailCapture,
} from '../../support/smtp-capture'
import { createStaffUser, type StaffUser } from '../../support/staff-user'

const HOUR = 3_600_000
const MINUTE = 60_000
let smtp: SmtpCapture
let payload: Payload
let agent: StaffUser

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  // The reminder names the agency's phone: the settings must be there (a fresh database has none until seeded).
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  if (!settings.agencyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context: { skipRevalidate: true } })
  agent = await createStaffUser(payload, 'recordatorios')
})

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await stopStaffMailCapture(smtp)
})

const nextStart = appointmentDays()

async function bookedAppointment(email: string | undefined, startsAt: string) {
  const lead = await payload.create({
    collection: 'contacts',
    data: { firstName: 'Elena', lastName: 'Recuerdo', email, phone: '(305) 555-0177', insuranceType: 'medicare', consent: true } as never,
    context: { skipRevalidate: true },
  })
  return payload.create({
    collection: 'appointments',
    data: { lead: lead.id, startsAt, kind: 'llamada', topic: 'medicare', bookedBy: 'sitio', assignedTo: agent.id } as never,
  })
}

const mailsTo = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email))
/** Reminders only: a move or a cancellation also e-mails the client its notice (src/appointments/notices/). */
const remindersTo = (email: string) => mailsTo(email).filter((mail) => mailSubject(mail.raw).startsWith('Recordatorio'))

describe('appointment reminders', () => {
  it('nothing before its time, the e-mail 24 h before and again 2 h before, each once', async () => {
    const email = `elena-${randomUUID()}@correo.example`
    const startsAt = nextStart()
    const start = Date.parse(startsAt)
    await bookedAppointment(email, startsAt)

    await runQueueAt(payload, start - 25 * HOUR)
    expect(mailsTo(email)).toHaveLength(0)

    await runQueueAt(payload, start - 24 * HOUR + MINUTE)
    expect(mailsTo(email)).toHaveLength(1)
    const [dayBefore] = mailsTo(email)
    const body = decodeQuotedPrintable(dayBefore.raw)
    const timeZone = await loadAgencyTimeZone(payload)
    const when = spanishDateTime(startsAt, timeZone)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(body).toContain(when)
    expect(when).toMatch(/, \d{1,2}:\d{2} [ap]\. m\. \(hora del \p{L}+\)$/u)
    expect(body).toContain('Llamada telefónica')
    expect(body).toContain(`llámanos al ${settings.phone}`)
    expect(mailSubject(dayBefore.raw)).toBe(`Recordatorio: tu cita es mañana, ${when}`)

    await runQueueAt(payload, start - 3 * HOUR)
    expect(mailsTo(email)).toHaveLength(1)

    await runQueueAt(payload, start - 2 * HOUR + MINUTE)
    expect(mailsTo(email)).toHaveLength(2)
    expect(mailSubject(mailsTo(email)[1].raw)).toBe(`Recordatorio: tu cita es hoy, ${when}`)

    await runQueueAt(payload, start - HOUR)
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('a moved appointment is reminded at its new time only', async () => {
    const email = `movida-${randomUUID()}@correo.example`
    const firstStart = nextStart()
    const appointment = await bookedAppointment(email, firstStart)
    const newStart = new Date(Date.parse(firstStart) + 2 * 24 * HOUR + 30 * MINUTE).toISOString()
    await payload.update({ collection: 'appointments', id: appointment.id, data: { startsAt: newStart } })

    await runQueueAt(payload, Date.parse(firstStart) - 2 * HOUR + MINUTE)
    expect(remindersTo(email)).toHaveLength(0)

    await runQueueAt(payload, Date.parse(newStart) - 24 * HOUR + MINUTE)
    expect(remindersTo(email)).toHaveLength(1)
    expect(decodeQuotedPrintable(remindersTo(email)[0].raw)).toContain(spanishDateTime(newStart, await loadAgencyTimeZone(payload)))
  })

  it('a cancelled appointment is never reminded', async () => {
    const email = `cancelada-${randomUUID()}@correo.example`
    const startsAt = nextStart()
    const appointment = await bookedAppointment(email, startsAt)
    await payload.update({ collection: 'appointments', id: appointment.id, data: { status: 'cancelada' } })

    await runQueueAt(payload, Date.parse(startsAt) - 24 * HOUR + MINUTE)
    await runQueueAt(payload, Date.parse(startsAt) - 2 * HOUR + MINUTE)
    expect(remindersTo(email)).toHaveLength(0)
  })
})
