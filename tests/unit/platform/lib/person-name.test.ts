import { describe, expect, it } from 'vitest'

import { visitorBookingEmail } from '@/appointments/emails/booking-email'
import { isPlainFirstName, nameControl } from '@/lib/person-name'

const appointment = (firstName: string) => ({
  id: 7,
  startsAt: '2026-12-01T15:00:00.000Z',
  endsAt: '2026-12-01T15:30:00.000Z',
  kind: 'llamada',
  topic: 'obamacare',
  status: 'agendada' as const,
  sequence: 0,
  hasManageLink: true,
  assignedTo: null,
  agentMeetingLink: null,
  agentEmail: null,
  lead: { id: 3, firstName, lastName: 'Pérez', email: 'ana@example.com' },
})
const settings = {
  timeZone: 'America/New_York',
  siteUrl: 'https://agencia.example',
  agencyName: 'Agencia',
  agencyEmail: 'hola@agencia.example',
  address: '',
  phone: '',
  officeHours: '',
  replyTo: '',
  meetingLink: '',
  manageUrl: 'https://agencia.example/citas/gestionar/abc',
}

describe('a first name the site writes into an e-mail', () => {
  it.each(['Ana', 'María-José', "O'Brien", 'Zoë Ángela', 'Ñandú', 'Νίκη', 'Дарья', '李小龍', 'N’Golo'])('«%s» is a name', (name) => {
    expect(isPlainFirstName(name)).toBe(true)
  })

  it.each([
    'Ana. AVISO: su poliza fue CANCELADA, llame ya al 1-305-555-9999:',
    'Ana2',
    'Ana <b>',
    '-Ana',
    'Ana\u202Eodot',
    'A'.repeat(41),
    '',
  ])('«%s» is not', (name) => {
    expect(isPlainFirstName(name)).toBe(false)
  })

  it('finds bidi overrides, isolates, separators and C0/C1 controls anywhere in a name', () => {
    for (const character of [
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u2028',
      '\u2029',
      '\u0085',
      '\u0000',
      '\u009F',
    ]) {
      expect(nameControl.test(`Ana${character}Luz`)).toBe(true)
    }
    expect(nameControl.test('María-José O’Brien')).toBe(false)
  })

  it('the confirmation greets by a first name that is a name, and without one otherwise', () => {
    expect(visitorBookingEmail(appointment('María-José'), settings).text).toMatch(/^Hola, María-José: tu cita está agendada\./)
    const probe = visitorBookingEmail(appointment('Ana. AVISO: su poliza fue CANCELADA, llame ya al 1-305-555-9999:'), settings)
    expect(probe.text).toMatch(/^Hola: tu cita está agendada\./)
    expect(`${probe.subject}${probe.text}${probe.html}`).not.toContain('CANCELADA')
  })
})
