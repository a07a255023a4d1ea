import { createHash } from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { stableJson } from '../lib/stable-json'

import { tryLockInTransaction } from './locks'

/*
 * Idempotency keys (IETF draft-ietf-httpapi-idempotency-key-header) for a submission that
 * stores something: the first answer is kept, a retry with the same key gets that answer again
 * and stores nothing new. Hand-written because no maintained library fits Payload's own
 * transactions: the key's record is written in the SAME transaction as what the submission
 * stores, so after any failure (a timeout, the database stalling mid-request) either both exist
 * (a retry replays the answer) or neither does (a retry stores the submission once).
 */

/** An HTTP answer as the endpoint gives it: status and JSON body. */
export type Answer = { status: number; body: unknown }

export type Submission = {
  /** What kind of submission, so two endpoints' keys never meet: "contacts". */
  scope: string
  /** The client's key (src/leads/intake/idempotency-key.ts). */
  key: string
  /** What was sent: the same key with other content is refused. */
  content: unknown
}

export type OnceOutcome =
  /** The submission ran now, or ran before and this is its first answer again. */
  | { kind: 'answered'; answer: Answer; replayed: boolean }
  /** The same key is being processed by another request right now (409). */
  | { kind: 'in-progress' }
  /** The key was used before for other content (422). */
  | { kind: 'key-reused' }

const COLLECTION = 'idempotency-keys'
/** SQLSTATE 08007: whether the transaction committed is not known (a connection failure class). */
const TRANSACTION_RESOLUTION_UNKNOWN = '08007'
/** How long a first answer is kept: a visitor retries within minutes, a client library within hours. */
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000

export const fingerprintOf = (content: unknown) => createHash('sha256').update(stableJson(content)).digest('hex')

const storageKey = ({ scope, key }: Submission) => `${scope}:${key}`

/**
 * Whether this transaction may work on the key: its lock (src/db/locks.ts), taken without
 * waiting, so a concurrent request with the same key is told at once (409) instead of waiting
 * for the first one to finish.
 */
const lockKey = (req: PayloadRequest, key: string) => tryLockInTransaction(req, 'idempotencyKey', key)

async function findStored(req: PayloadRequest, key: string) {
  const { docs } = await req.payload.find({
    collection: COLLECTION,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  return docs[0]
}

/**
 * The first answer kept for a submission, read without its lock: for a caller that must know a
 * repeat before counting it as new (a limit). answerOnce still decides between simultaneous ones.
 */
export async function keptAnswer(req: PayloadRequest, submission: Submission): Promise<Answer | null> {
  const stored = await findStored(req, storageKey(submission))
  if (!stored || new Date(stored.expiresAt).getTime() <= Date.now()) return null
  if (stored.fingerprint !== fingerprintOf(submission.content)) return null
  return { status: stored.responseStatus, body: stored.responseBody }
}

/** Forgets a submission's answer: what it answered no longer holds, and the same key may store anew. */
export async function forgetAnswer(req: PayloadRequest, submission: Submission): Promise<void> {
  await req.payload.db.deleteMany({ collection: COLLECTION, where: { key: { equals: storageKey(submission) } }, req })
}

/** Drops the answers kept longer than a day. */
export async function dropExpiredAnswers(payload: Payload): Promise<void> {
  await payload.db.deleteMany({ collection: COLLECTION, where: { expiresAt: { less_than: new Date().toISOString() } } })
}

let lastSweep = 0
/** Drops expired answers at most once an hour per process, after the visitor has been answered. */
function sweepExpiredSoon(req: PayloadRequest): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = Date.now()
  const { payload } = req
  setImmediate(() => {
    dropExpiredAnswers(payload).catch((error: unknown) =>
      payload.logger.warn({ msg: '[idempotency] could not drop expired keys', err: error }),
    )
  })
}

/** Rolls back without making the caller wait: with the database stalled, the rollback would hang too. */
function abandon(req: PayloadRequest): void {
  if (req.transactionID instanceof Promise) {
    delete req.transactionID // beginning the transaction failed: nothing to roll back
    return
  }
  void killTransaction(req)
}

/**
 * Runs `store` at most once per key. `store` writes through `req` (so inside the transaction)
 * and returns the answer; only successful answers (2xx) are kept, since anything else stored
 * nothing and may simply be sent again.
 */
export async function answerOnce(req: PayloadRequest, submission: Submission, store: (req: PayloadRequest) => Promise<Answer>) {
  const key = storageKey(submission)
  const fingerprint = fingerprintOf(submission.content)
  try {
    // The transaction must be ours to commit; a request already inside one cannot be made idempotent here.
    if (!(await initTransaction(req))) throw new Error('idempotency: the request already has a transaction, or the database has none')
    if (!(await lockKey(req, key))) {
      abandon(req)
      return { kind: 'in-progress' } satisfies OnceOutcome
    }
    const stored = await findStored(req, key)
    if (stored && new Date(stored.expiresAt).getTime() > Date.now()) {
      // The database has just answered: end the transaction before answering, so the key's lock
      // is free for a repeat sent at once (not yet released, it was told 409 under load).
      await killTransaction(req)
      if (stored.fingerprint !== fingerprint) return { kind: 'key-reused' } satisfies OnceOutcome
      const answer = { status: stored.responseStatus, body: stored.responseBody }
      return { kind: 'answered', answer, replayed: true } satisfies OnceOutcome
    }
    if (stored) await req.payload.db.deleteOne({ collection: COLLECTION, where: { id: { equals: stored.id } }, req })

    const answer = await store(req)
    if (answer.status < 200 || answer.status > 299) {
      abandon(req)
      return { kind: 'answered', answer, replayed: false } satisfies OnceOutcome
    }
    const expiresAt = new Date(Date.now() + KEEP_ANSWERS_MS).toISOString()
    const record = await req.payload.create({
      collection: COLLECTION,
      data: { key, fingerprint, responseStatus: answer.status, responseBody: answer.body as never, expiresAt },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await commitTransaction(req)
    // Payload's commit does not report a failed COMMIT: read the record back to know it is there.
    const committed = await req.payload.db.findOne({ collection: COLLECTION, where: { id: { equals: record.id } } })
    if (!committed) throw Object.assign(new Error('idempotency: the transaction did not commit'), { code: TRANSACTION_RESOLUTION_UNKNOWN })
    sweepExpiredSoon(req)
    return { kind: 'answered', answer, replayed: false } satisfies OnceOutcome
  } catch (error) {
    abandon(req)
    throw error
  }
}
