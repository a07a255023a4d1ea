import type { Payload, PayloadRequest } from 'payload'

import type { SignedRecord } from '../payload-types'
import { CURRENT_HASH_ALGORITHM, contentHashOf, laterFactsOf, type RecordFacts } from './record-hash'
import { retainUntilFor } from './retention'

export type NewRecord = Omit<RecordFacts, 'signedAt' | 'retainUntil'>

/**
 * The only writer of signed records: the keyed fingerprint over every fact (record-hash.ts) and the
 * date it may be purged, then one INSERT (the database refuses any UPDATE afterwards), in the
 * caller's transaction when given. overrideAccess: nobody may create one through the API.
 */
export async function writeSignedRecord(payload: Payload, record: NewRecord, signedAt: Date, req?: PayloadRequest): Promise<SignedRecord> {
  const { supersedes, signedWithStaffSession, ...earlierFacts } = record
  const facts: RecordFacts = {
    ...earlierFacts,
    ...laterFactsOf({ supersedes, signedWithStaffSession }),
    signedAt: signedAt.toISOString(),
    retainUntil: retainUntilFor(signedAt).toISOString(),
  }
  return payload.create({
    collection: 'signed-records',
    data: { ...facts, hashAlgorithm: CURRENT_HASH_ALGORITHM, contentHash: contentHashOf(facts, CURRENT_HASH_ALGORITHM) },
    overrideAccess: true,
    depth: 0,
    context: { internalRead: true },
    req,
  })
}
