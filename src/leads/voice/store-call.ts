import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { lockInTransaction } from '../../db/locks'

import { NEW_CONTACT_STATUS } from '../desk/contact-statuses'
import { VOICE_LEAD_CONTEXT } from '../intake/lead-entry'
import { VOICE_LEAD_SOURCE } from '../intake/lead-sources'
import type { VoiceCallReport } from './vapi-report'
import { voiceLeadFields } from './voice-lead'

export type StoreOutcome = { kind: 'stored'; callId: number; contactId: number } | { kind: 'duplicate' }

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return true
    current = current.cause as typeof current
  }
  return error instanceof Error && /callId|call_id/.test(error.message) && /unique|already/i.test(error.message)
}

/**
 * Stores one call and its lead together, or nothing: the lead goes through the Local API with
 * the collection's hooks (validation, consent record, staff e-mail), marked as a voice lead.
 */
export async function storeVoiceCall(payload: Payload, report: VoiceCallReport): Promise<StoreOutcome> {
  const req = await createLocalReq({ context: { [VOICE_LEAD_CONTEXT]: true } }, payload)
  if (!(await initTransaction(req))) throw new Error('voice webhook: could not begin a transaction')
  try {
    // Reports of one call one after another: a second delivery (Vapi retries; two may arrive
    // together) waits for the first and then finds its record. The unique index on callId stays the last word.
    await lockInTransaction(req, 'voiceCall', report.callId)
    const existing = await payload.find({
      collection: 'voice-calls',
      where: { callId: { equals: report.callId } },
      limit: 1,
      depth: 0,
      req,
    })
    if (existing.docs.length > 0) {
      await killTransaction(req)
      return { kind: 'duplicate' }
    }
    const contact = await payload.create({
      collection: 'contacts',
      data: { ...voiceLeadFields(report), status: NEW_CONTACT_STATUS, source: VOICE_LEAD_SOURCE, consentAt: report.startedAt },
      depth: 0,
      req,
    })
    const call = await payload.create({
      collection: 'voice-calls',
      data: {
        callId: report.callId,
        contact: contact.id,
        startedAt: report.startedAt,
        endedAt: report.endedAt,
        durationSeconds: report.durationSeconds,
        endedReason: report.endedReason,
        customerNumber: report.customerNumber,
        summary: report.summary,
        transcript: report.transcript,
        recordingUrl: report.recordingUrl,
        structuredData: report.structuredData,
      },
      depth: 0,
      req,
    })
    await commitTransaction(req)
    return { kind: 'stored', callId: call.id, contactId: contact.id }
  } catch (error) {
    await killTransaction(req)
    if (isUniqueViolation(error)) return { kind: 'duplicate' }
    throw error
  }
}
