/** The pure parts of the text-message reminders: settings, the text, STOP words, status order. */
import { describe, expect, it } from 'vitest'

import { textStatusMovesTo } from '@/appointments/reminders/reminder-deliveries'
import { REMINDER_TEXT_MAX_LENGTH, reminderText } from '@/appointments/reminders/reminder-text'
import { isStopReply } from '@/appointments/reminders/stop-reply'
import { incompleteTwilio, twilioSettings } from '@/lib/server/twilio-settings'

const FULL = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+13055550100' }

describe('twilio settings', () => {
  it('is off with none, on with all three, and names what is missing when half set', () => {
    expect(twilioSettings({})).toEqual({ state: 'off' })
    expect(twilioSettings(FULL)).toEqual({
      state: 'on',
      accountSid: 'AC123',
      authToken: 'token',
      sender: { from: '+13055550100' },
      apiBaseUrl: null,
    })
    expect(twilioSettings({ TWILIO_AUTH_TOKEN: 'token', TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toEqual({
      state: 'incomplete',
      missing: ['TWILIO_ACCOUNT_SID'],
    })
    expect(incompleteTwilio({})).toEqual([])
    expect(incompleteTwilio(FULL)).toEqual([])
    expect(incompleteTwilio({ TWILIO_FROM: '+13055550100' })[0]).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN missing')
  })

  it('prefers the messaging service as sender and takes the API base URL', () => {
    const settings = twilioSettings({ ...FULL, TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_API_BASE_URL: ' http://127.0.0.1:9 ' })
    expect(settings).toMatchObject({ sender: { messagingServiceSid: 'MG1' }, apiBaseUrl: 'http://127.0.0.1:9' })
  })
})

describe('the reminder text', () => {
  const appointment = {
    id: 1,
    startsAt: '2026-12-03T15:30:00.000Z',
    kind: 'llamada' as const,
    topic: 'medicare' as const,
    agentMeetingLink: null,
    agentEmail: null,
  }
  const agency = {
    agencyName: 'Seguros Ejemplo',
    phone: '(305) 555-0100',
    address: '',
    timeZone: 'America/New_York',
    siteUrl: 'https://seguros.example',
    agencyEmail: 'oficina@seguros.example',
    officeHours: '',
    replyTo: '',
    meetingLink: '',
  }

  it('says who, when on the agency clock, the phone to change it, and how to stop, in one message', () => {
    expect(reminderText({ appointment, agency, offset: 'dayBefore' })).toBe(
      'Seguros Ejemplo: tu cita es mañana a las 10:30 a. m. (hora del Este). Para cambiarla, llama al (305) 555-0100. ' +
        'Responde STOP para no recibir más mensajes.',
    )
    expect(reminderText({ appointment, agency, offset: 'twoHours' })).toContain('tu cita es hoy a las 10:30 a. m.')
  })

  it('cuts a long agency name so the text stays within one message', () => {
    const text = reminderText({ appointment, agency: { ...agency, agencyName: 'Agencia '.repeat(30) }, offset: 'dayBefore' })
    expect(text.length).toBe(REMINDER_TEXT_MAX_LENGTH)
    expect(text).toMatch(/^Agencia .*…: tu cita es mañana .* Responde STOP para no recibir más mensajes\.$/)
  })
})

describe('STOP replies', () => {
  it.each(['STOP', 'stop', ' Stop\n', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('«%s» is an opt-out', (body) => {
    expect(isStopReply(body)).toBe(true)
  })
  it.each(['', 'Gracias', 'stop please', 'START', 'para', undefined])('«%s» is not', (body) => {
    expect(isStopReply(body)).toBe(false)
  })
})

describe('text statuses', () => {
  it('move forward only, and keep a final one', () => {
    expect(textStatusMovesTo('queued', 'sent')).toBe(true)
    expect(textStatusMovesTo('sent', 'delivered')).toBe(true)
    expect(textStatusMovesTo('delivered', 'sent')).toBe(false)
    expect(textStatusMovesTo('failed', 'delivered')).toBe(false)
    expect(textStatusMovesTo('delivered', 'read')).toBe(true)
    expect(textStatusMovesTo(null, 'queued')).toBe(true)
  })
})
