import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { relationId } from '../lib/relation-id'
import { recordsHmacKey } from '../lib/server/server-env'
import { stableJson } from '../lib/stable-json'
import type { SignedRecord } from '../payload-types'

/** Every fact a signed record stores, as the hash covers it (ids for relations, ISO text for dates). */
export type RecordFacts = Pick<
  SignedRecord,
  | 'kind'
  | 'textId'
  | 'textVersion'
  | 'shownText'
  | 'choices'
  | 'signerName'
  | 'representativeName'
  | 'representativeRelationship'
  | 'signedAt'
  | 'ip'
  | 'userAgent'
  | 'retainUntil'
> & {
  lead: number | null
  link: number | null
  agent: number | null
  rescinds: number | null
  /** Issue 33; hashed only when set, so records signed before keep their hash. */
  supersedes?: number
  signedWithStaffSession?: true
}

const isoOf = (value: string) => new Date(value).toISOString()

/** The facts of a record read back from the database (any depth), in the shape they were hashed. */
export function factsOf(record: SignedRecord): RecordFacts {
  return {
    kind: record.kind,
    lead: relationId(record.lead),
    link: relationId(record.link),
    agent: relationId(record.agent),
    rescinds: relationId(record.rescinds),
    textId: record.textId,
    textVersion: record.textVersion,
    shownText: record.shownText,
    choices: record.choices ?? null,
    signerName: record.signerName,
    representativeName: record.representativeName ?? null,
    representativeRelationship: record.representativeRelationship ?? null,
    signedAt: isoOf(record.signedAt),
    ip: record.ip ?? null,
    userAgent: record.userAgent ?? null,
    retainUntil: isoOf(record.retainUntil),
    ...laterFactsOf(record),
  }
}

/** The facts added in issue 33, present only when set (a correction, a signature from a staff session). */
export function laterFactsOf(record: {
  supersedes?: unknown
  signedWithStaffSession?: boolean | null
}): Pick<RecordFacts, 'supersedes' | 'signedWithStaffSession'> {
  const supersedes = relationId(record.supersedes)
  return {
    ...(supersedes === null ? {} : { supersedes }),
    ...(record.signedWithStaffSession ? { signedWithStaffSession: true as const } : {}),
  }
}

/**
 * How a record's fingerprint was made. `hmac-sha256-v1`: HMAC-SHA256 keyed with RECORDS_HMAC_KEY,
 * a secret outside the database, so whoever can rewrite a row (even the tables' owner) cannot
 * recompute it. `sha256`: unkeyed, the records signed before the key existed (a missing value
 * is one of those); they stay verifiable, but only against changes by someone who did not
 * recompute the hash (docs/signed-records.md).
 */
export type HashAlgorithm = NonNullable<SignedRecord['hashAlgorithm']>

/** What every new record is fingerprinted with. */
export const CURRENT_HASH_ALGORITHM: HashAlgorithm = 'hmac-sha256-v1'

/** The fingerprint (hex) over the stable JSON of every stored fact: any later change to a stored row shows. */
export function contentHashOf(facts: RecordFacts, algorithm: HashAlgorithm = CURRENT_HASH_ALGORITHM): string {
  const text = stableJson(facts)
  if (algorithm === 'sha256') return createHash('sha256').update(text, 'utf8').digest('hex')
  return createHmac('sha256', recordsHmacKey()).update(text, 'utf8').digest('hex')
}

/** Whether a stored record still matches the fingerprint written when it was signed, by its own algorithm. */
export function recordIsIntact(record: SignedRecord): boolean {
  const expected = Buffer.from(contentHashOf(factsOf(record), record.hashAlgorithm ?? 'sha256'), 'utf8')
  const stored = Buffer.from(record.contentHash ?? '', 'utf8')
  return stored.length === expected.length && timingSafeEqual(stored, expected)
}
