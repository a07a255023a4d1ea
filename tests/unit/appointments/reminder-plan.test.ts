/** What staff read of an appointment's reminders (src/appointments/reminders/reminder-plan.ts). */
import { describe, expect, it } from 'vitest'

import { type PlanInput, reminderPlan } from '@/appointments/reminders/reminder-plan'

const HOUR = 3_600_000
const startsAt = '2026-12-10T15:00:00.000Z'
const start = Date.parse(startsAt)
const at = (offset: number) => new Date(start + offset).toISOString()

const base: PlanInput = {
  appointment: { status: 'agendada', startsAt },
  timeSetAt: at(-5 * 24 * HOUR),
  lead: { email: 'ana@correo.example', phone: '(305) 555-0142', textingConsent: true, doNotContact: false },
  textsConfigured: true,
  sent: [],
  now: new Date(start - 3 * 24 * HOUR),
  timeZone: 'America/New_York',
}

describe('reminder plan', () => {
  it('says when each reminder will go and on which channels', () => {
    const [day, two] = reminderPlan(base)
    expect(day).toMatchObject({ label: '24 horas antes', state: 'scheduled', notes: [] })
    expect(day.text).toBe(
      'Se enviará el miércoles, 9 de diciembre de 2026, 10:00 a. m. (hora del Este) por correo electrónico y mensaje de texto (SMS).',
    )
    expect(two.text).toBe(
      'Se enviará el jueves, 10 de diciembre de 2026, 8:00 a. m. (hora del Este) por correo electrónico y mensaje de texto (SMS).',
    )
  })

  it('says when it went, per channel, with the text status', () => {
    const sent = [
      { offset: 'dayBefore', channel: 'email', startsAt, createdAt: at(-24 * HOUR + 60_000), status: null },
      { offset: 'dayBefore', channel: 'sms', startsAt, createdAt: at(-24 * HOUR + 60_000), status: 'undelivered' },
      // For an earlier time of a moved appointment: not this one's.
      { offset: 'twoHours', channel: 'email', startsAt: at(-HOUR), createdAt: at(-3 * HOUR), status: null },
    ]
    const [day, two] = reminderPlan({ ...base, sent, now: new Date(start - 10 * HOUR) })
    expect(day).toMatchObject({ state: 'sent', text: 'Enviado.' })
    expect(day.notes).toEqual([
      'Por correo electrónico el miércoles, 9 de diciembre de 2026, 10:01 a. m. (hora del Este).',
      'Por mensaje de texto el miércoles, 9 de diciembre de 2026, 10:01 a. m. (hora del Este). Estado: No entregado.',
    ])
    expect(two.state).toBe('scheduled')
  })

  it('says why not: booked late, no way to reach, «No contactar», not scheduled', () => {
    expect(reminderPlan({ ...base, timeSetAt: at(-10 * HOUR) })[0].text).toBe(
      'No se envía: la cita se agendó (o se movió) con menos de 24 horas de anticipación.',
    )
    const unreachable = reminderPlan({ ...base, lead: { phone: '(305) 555-0142', textingConsent: false } })[0]
    expect(unreachable).toMatchObject({ state: 'not-sent', text: 'No se envía: no hay cómo avisarle.' })
    expect(unreachable.notes).toEqual(['Sin correo electrónico.', 'Sin mensajes de texto: el cliente no aceptó recibirlos.'])
    expect(reminderPlan({ ...base, textsConfigured: false })[0].notes).toEqual([
      'Sin mensajes de texto: el envío de SMS no está configurado.',
    ])
    const stopped = reminderPlan({ ...base, lead: { ...base.lead, textsRefused: true } })[0]
    expect(stopped.text).toMatch(/^Se enviará el .+ por correo electrónico\.$/)
    expect(stopped.notes).toEqual(['Sin mensajes de texto: pidió no recibir mensajes de texto (STOP).'])
    expect(reminderPlan({ ...base, lead: { ...base.lead, doNotContact: true } })[0].text).toBe(
      'No se envía: el cliente está en la lista «No contactar».',
    )
    expect(reminderPlan({ ...base, appointment: { status: 'atendida', startsAt } })[1].text).toBe(
      'No se envía: la cita ya no está agendada (Atendida).',
    )
  })

  it('says it could not go when every channel failed', () => {
    const sent = [{ offset: 'dayBefore', channel: 'sms', startsAt, createdAt: at(-24 * HOUR), status: 'failed' }]
    const [day] = reminderPlan({ ...base, sent, now: new Date(start - 10 * HOUR) })
    expect(day).toMatchObject({ state: 'not-sent', text: 'No se pudo enviar.' })
    expect(day.notes[0]).toMatch(/Estado: Falló\.$/)
  })

  it('says a due reminder not yet out is pending', () => {
    expect(reminderPlan({ ...base, now: new Date(start - 23 * HOUR) })[0]).toMatchObject({ state: 'pending' })
  })
})
