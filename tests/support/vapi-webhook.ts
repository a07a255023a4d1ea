/**
 * Vapi's side of the voice webhook, faked: server messages shaped as Vapi's documentation shows
 * them (ServerMessageEndOfCallReport: `{ message: { type, call, customer, startedAt, endedAt,
 * endedReason, artifact: { transcript, messages, recordingUrl }, analysis: { summary,
 * structuredData } } }`), posted to the real route handler in-process.
 */
import { randomUUID } from 'node:crypto'

import { POST as post } from '@/app/(payload)/api/[...slug]/route'

import { PEER_ADDRESS_HEADER } from '../../src/lib/peer-address.mjs'

export const TEST_VAPI_SECRET = 'vapi-webhook-test-secret-0123456789abcdef'

const params = { params: Promise.resolve({ slug: ['vapi', 'webhook'] }) }

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

type PostOptions = { headers?: Record<string, string>; rawBody?: string; ip?: string }

export function postWebhook(body: unknown, { headers = { 'x-vapi-secret': TEST_VAPI_SECRET }, rawBody, ip = '203.0.113.77' }: PostOptions = {}) {
  const request = new Request('http://localhost:3000/api/vapi/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: ip, ...headers },
    body: rawBody ?? JSON.stringify(body),
  })
  return post(request, params)
}
