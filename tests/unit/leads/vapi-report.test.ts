import { describe, expect, it } from 'vitest'

import { insuranceTypeFrom, parseServerMessage } from '@/leads/voice/vapi-report'
import { presentedSecret, secretMatches } from '@/leads/voice/webhook-secret'
import { endOfCallReport } from '../../support/vapi-reports'

describe("reading Vapi's server messages", () => {
  it('reads an end-of-call report into the call and the caller', () => {
    const parsed = parseServerMessage(endOfCallReport({ callId: 'call-1' }))
    expect(parsed).toMatchObject({
      kind: 'end-of-call-report',
      report: {
        callId: 'call-1',
        durationSeconds: 125,
        endedReason: 'customer-ended-call',
        customerNumber: '+13055550142',
        recordingUrl: 'https://storage.vapi.ai/recordings/call-test-mono.wav',
        caller: { name: 'Rosa María Pérez', phone: '(786) 555-0199', insuranceType: 'medicare' },
      },
    })
  })

  it('tells other message types apart, and refuses what is not a server message', () => {
    expect(parseServerMessage({ message: { type: 'status-update', status: 'ended' } })).toEqual({ kind: 'other', type: 'status-update' })
    for (const body of [null, [], 'x', {}, { message: [] }, { message: { type: 7 } }, { message: { type: 'end-of-call-report' } }]) {
      expect(parseServerMessage(body)).toEqual({ kind: 'invalid' })
    }
  })

  it('builds the transcript from artifact.messages when the transcript is missing', () => {
    const report = endOfCallReport()
    const { transcript: _, ...artifact } = report.message.artifact
    const parsed = parseServerMessage({ message: { ...report.message, artifact } })
    expect(parsed.kind === 'end-of-call-report' && parsed.report.transcript).toBe(
      'Asistente: Hola, gracias por llamar. Esta llamada puede ser grabada.\n' +
        'Cliente: Hola, soy Rosa Pérez, quiero información de Medicare.',
    )
  })

  it('keeps no recording link that is not https, and no phone without 10 digits', () => {
    const report = endOfCallReport({ structuredData: { phone: '555-12' }, customerNumber: 'anonymous' })
    const message = { ...report.message, artifact: { ...report.message.artifact, recordingUrl: 'javascript:alert(1)' } }
    const parsed = parseServerMessage({ message })
    expect(parsed).toMatchObject({ report: { recordingUrl: null, caller: { phone: null } } })
  })

  it("maps the assistant's insurance type to the form's values", () => {
    expect(insuranceTypeFrom('obamacare')).toBe('obamacare')
    expect(insuranceTypeFrom('Seguro de Vida')).toBe('vida')
    expect(insuranceTypeFrom('seguro de grupo para mi empresa')).toBe('grupos')
    expect(insuranceTypeFrom('ACA')).toBe('obamacare')
    expect(insuranceTypeFrom('no sé')).toBeNull()
    expect(insuranceTypeFrom(3)).toBeNull()
  })
})

describe('the webhook secret', () => {
  const secret = 'a-secret-of-at-least-thirty-two-chars'
  it('is read from X-Vapi-Secret or a Bearer authorization', () => {
    expect(presentedSecret(new Headers({ 'X-Vapi-Secret': secret }))).toBe(secret)
    expect(presentedSecret(new Headers({ Authorization: `Bearer ${secret}` }))).toBe(secret)
    expect(presentedSecret(new Headers({ Authorization: `Basic ${secret}` }))).toBeNull()
    expect(presentedSecret(new Headers())).toBeNull()
  })

  it('matches only the exact secret', () => {
    expect(secretMatches(secret, secret)).toBe(true)
    expect(secretMatches(`${secret} `, secret)).toBe(false)
    expect(secretMatches(secret.slice(0, -1), secret)).toBe(false)
    expect(secretMatches(null, secret)).toBe(false)
    expect(secretMatches('', '')).toBe(false)
  })
})
