import { createHash } from 'node:crypto'

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

const idOf = (value: unknown): number | null => {
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id)
  return typeof value === 'number' ? value : null
}

const isoOf = (value: string) => new Date(value).toISOString()

/** The facts of a record read back from the database (any depth), in the shape they were hashed. */
export function factsOf(record: SignedRecord): RecordFacts {
  return {
    kind: record.kind,
    lead: idOf(record.lead),
    link: idOf(record.link),
    agent: idOf(record.agent),
    rescinds: idOf(record.rescinds),
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
  const supersedes = idOf(record.supersedes)
  return {
    ...(supersedes === null ? {} : { supersedes }),
    ...(record.signedWithStaffSession ? { signedWithStaffSession: true as const } : {}),
  }
}

/** SHA-256 (hex) over the stable JSON of every stored fact: any later change to a stored row shows. */
export const contentHashOf = (facts: RecordFacts): string => createHash('sha256').update(stableJson(facts), 'utf8').digest('hex')

/** Whether a stored record still matches the hash written when it was signed. */
export const recordIsIntact = (record: SignedRecord): boolean => contentHashOf(factsOf(record)) === record.contentHash
