import { describe, expect, it } from 'vitest'

import { agencyFooter } from '@/appointments/emails/agency-footer'
import { type AgencyEmailSettings, detailRows, meetingLinkOf } from '@/appointments/emails/appointment-details'
import { noticeChangeOf } from '@/appointments/notices/notice-change'
import { invitationMethod } from '@/appointments/notices/notice-emails'
import type { AppointmentView } from '@/appointments/read/appointment-view'
import { validMeetingLink } from '@/lib/meeting-link'
import type { Appointment } from '@/payload-types'

const at = (startsAt: string, endsAt: string) => ({ startsAt, endsAt })
const scheduled: Pick<Appointment, 'status' | 'kind' | 'startsAt' | 'endsAt'> = {
  status: 'agendada',
  kind: 'llamada',
  ...at('2026-12-01T15:00:00.000Z', '2026-12-01T15:30:00.000Z'),
}

const settings: AgencyEmailSettings = {
  timeZone: 'America/New_York',
  siteUrl: 'https://agencia.example',
  agencyName: 'Agencia de Seguros Salud Latina',
  agencyEmail: 'contacto@agencia.example',
  address: '1234 Calle Ejemplo, Miami, FL 33101',
  phone: '(305) 555-0100',
  officeHours: 'Lunes a Viernes 8:00 AM – 6:00 PM',
  replyTo: 'respuestas@agencia.example',
  meetingLink: 'https://meet.agencia.example/sala',
}

const view = (over: Partial<AppointmentView> = {}): AppointmentView => ({
  id: 7,
  ...scheduled,
  topic: 'medicare',
  sequence: 0,
  hasManageLink: false,
  assignedTo: null,
  agentMeetingLink: null,
  agentEmail: null,
  lead: { id: 3, firstName: 'Ana' },
  ...over,
})

describe('what a change to an appointment tells', () => {
  it('booked, moved (time or kind), cancelled; nothing for attended, missed or a note', () => {
    expect(noticeChangeOf(scheduled, undefined)).toBe('booked')
    expect(noticeChangeOf({ ...scheduled, status: 'cancelada' }, undefined)).toBeNull()
    expect(noticeChangeOf({ ...scheduled, ...at('2026-12-02T15:00:00.000Z', '2026-12-02T15:30:00.000Z') }, scheduled)).toBe('moved')
    expect(noticeChangeOf({ ...scheduled, endsAt: '2026-12-01T16:00:00.000Z' }, scheduled)).toBe('moved')
    expect(noticeChangeOf({ ...scheduled, kind: 'video' }, scheduled)).toBe('moved')
    expect(noticeChangeOf({ ...scheduled, startsAt: '2026-12-01T15:00:00Z' }, scheduled)).toBeNull()
    expect(noticeChangeOf({ ...scheduled, status: 'cancelada' }, scheduled)).toBe('cancelled')
    expect(noticeChangeOf({ ...scheduled, status: 'atendida' }, scheduled)).toBeNull()
    expect(noticeChangeOf(scheduled, { ...scheduled, status: 'cancelada' })).toBe('booked')
  })

  it('the first invitation is published, a later one requested again, a cancellation cancels', () => {
    expect(invitationMethod('booked', view())).toBe('publish')
    expect(invitationMethod('booked', view({ sequence: 3 }))).toBe('update')
    expect(invitationMethod('moved', view({ sequence: 1 }))).toBe('update')
    expect(invitationMethod('cancelled', view({ status: 'cancelada', sequence: 2 }))).toBe('cancel')
    // A notice about a move that runs after the cancellation cancels too: the calendar follows what is true now.
    expect(invitationMethod('moved', view({ status: 'cancelada', sequence: 2 }))).toBe('cancel')
  })
})

describe('a client e-mail', () => {
  it('a video call carries the agent’s link, else the agency’s; other kinds none', () => {
    expect(meetingLinkOf(view({ kind: 'video', agentMeetingLink: 'https://meet.example/ana' }), settings)).toBe('https://meet.example/ana')
    expect(meetingLinkOf(view({ kind: 'video' }), settings)).toBe(settings.meetingLink)
    expect(meetingLinkOf(view({ kind: 'llamada', agentMeetingLink: 'https://meet.example/ana' }), settings)).toBeNull()
    expect(detailRows(view({ kind: 'video' }), settings)).toContainEqual(['Enlace de la videollamada', settings.meetingLink])
    expect(detailRows(view({ kind: 'oficina' }), settings)).toContainEqual(['Dirección', settings.address])
  })

  it('ends with the agency’s name, phone and hours', () => {
    const { text, html } = agencyFooter(settings)
    for (const fact of [settings.agencyName, settings.phone, settings.officeHours]) {
      expect(text).toContain(fact)
      expect(html).toContain(fact.replace('&', '&amp;'))
    }
  })

  it('a meeting link is an https address or nothing', () => {
    expect(validMeetingLink('')).toBe(true)
    expect(validMeetingLink('https://meet.agencia.example/sala')).toBe(true)
    expect(validMeetingLink('meet.agencia.example/sala')).toMatch(/https:\/\//)
    expect(validMeetingLink('javascript:alert(1)')).toMatch(/https:\/\//)
  })
})
