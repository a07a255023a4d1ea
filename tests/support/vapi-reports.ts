/**
 * Vapi's end-of-call report as its documentation shows it (ServerMessageEndOfCallReport:
 * `{ message: { type, call, customer, startedAt, endedAt, endedReason, artifact: { transcript,
 * messages, recordingUrl }, analysis: { summary, structuredData } } }`): the voice platform is
 * the one part the tests fake.
 */
import { randomUUID } from 'node:crypto'

type Overrides = {
  callId?: string
  structuredData?: Record<string, unknown> | null
  customerNumber?: string | null
  transcript?: string
  summary?: string
}

/** An end-of-call report of a call that started 2 min 5 s before it ended. */
export function endOfCallReport(overrides: Overrides = {}) {
  const callId = overrides.callId ?? randomUUID()
  const startedAt = '2026-11-20T15:00:00.000Z'
  const endedAt = '2026-11-20T15:02:05.000Z'
  return {
    message: {
      timestamp: 1763651005000,
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      startedAt,
      endedAt,
      durationSeconds: 125,
      cost: 0.21,
      call: { id: callId, orgId: 'org-test', type: 'webCall', status: 'ended', startedAt, endedAt },
      customer: overrides.customerNumber === null ? undefined : { number: overrides.customerNumber ?? '+13055550142' },
      assistant: { id: 'assistant-test', name: 'Asistente de la agencia' },
      artifact: {
        transcript:
          overrides.transcript ??
          'AI: Hola, gracias por llamar. Esta llamada puede ser grabada.\nUser: Hola, soy Rosa Pérez, quiero información de Medicare.',
        messages: [
          { role: 'system', message: 'Eres el asistente de la agencia.', time: 1763650800000, secondsFromStart: 0 },
          { role: 'bot', message: 'Hola, gracias por llamar. Esta llamada puede ser grabada.', time: 1763650801000, secondsFromStart: 1 },
          { role: 'user', message: 'Hola, soy Rosa Pérez, quiero información de Medicare.', time: 1763650806000, secondsFromStart: 6 },
        ],
        recordingUrl: 'https://storage.vapi.ai/recordings/call-test-mono.wav',
        stereoRecordingUrl: 'https://storage.vapi.ai/recordings/call-test-stereo.wav',
      },
      analysis: {
        summary: overrides.summary ?? 'Rosa Pérez pide información sobre Medicare; cumple 65 años en enero.',
        structuredData:
          overrides.structuredData === undefined
            ? { name: 'Rosa María Pérez', phone: '(786) 555-0199', insuranceType: 'Medicare' }
            : overrides.structuredData,
        successEvaluation: 'true',
      },
    },
  }
}
