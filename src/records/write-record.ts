import type { Payload } from 'payload'

import type { SignedRecord } from '../payload-types'
import { CURRENT_HASH_ALGORITHM, contentHashOf, type RecordFacts } from './record-hash'
import { retainUntilFor } from './retention'

export type NewRecord = Omit<RecordFacts, 'signedAt' | 'retainUntil'>

/**
 * The only writer of signed records: the keyed fingerprint over every fact (record-hash.ts) and the date it may be purged,
 * then one INSERT (the database refuses any UPDATE afterwards). overrideAccess: nobody may create
 * one through the API.
 */
export async function writeSignedRecord(payload: Payload, record: NewRecord, signedAt: Date): Promise<SignedRecord> {
  const facts: RecordFacts = { ...record, signedAt: signedAt.toISOString(), retainUntil: retainUntilFor(signedAt).toISOString() }
  return payload.create({
    collection: 'signed-records',
    data: { ...facts, hashAlgorithm: CURRENT_HASH_ALGORITHM, contentHash: contentHashOf(facts, CURRENT_HASH_ALGORITHM) },
    overrideAccess: true,
    depth: 0,
    context: { internalRead: true },
  })
}
