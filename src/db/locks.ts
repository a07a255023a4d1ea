import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { postgresOf } from './postgres'

/*
 * Every Postgres advisory lock the app takes goes through this module (`npm run lint` checks
 * that no other file names pg_advisory). Postgres keeps advisory locks in two key spaces that
 * never overlap, and each kind of lock below owns its part of one of them:
 *
 * - a lock on one thing of a kind (an account, an idempotency key, a call): the pair
 *   (kind's number, hashtext(thing)). Kinds differ in their first number, so two features never
 *   share a lock; two things of one kind whose names hash alike just share a turn.
 * - a lock on something there is one of (the start-up, the queue runner): one bigint.
 *
 * Hand-written because Payload has no lock of its own to offer, and Postgres is where the data
 * being protected lives: no other service has to be up, and the lock of a process that dies
 * is released with its connection (no expiry to tune, as a Redis lock would need).
 */

/** Kinds of per-thing locks, each with a number no other kind has. */
export const lockKinds = {
  /** A login's turn per account (payloadcms/payload#18132, the reason for the turns). */
  accountTurn: 18_132,
  /** An idempotency key whose submission is being answered. */
  idempotencyKey: 18_133,
  /** A Vapi call whose report is being stored. */
  voiceCall: 18_134,
  /** An appointment whose Scope of Appointment link is being handed out or signed (issue 33). */
  appointmentSoa: 18_141,
} as const satisfies Record<string, number>

export type LockKind = keyof typeof lockKinds

/** Locks on something there is one of on the database; the numbers are those released versions took. */
export const singleLocks = {
  /** Migrations, the first seed and a restore. */
  startup: 4_170_921,
  /** Running the jobs queue. */
  queueRunner: 4_170_923,
} as const satisfies Record<string, number>

export type SingleLock = keyof typeof singleLocks

type Rows = { rows: unknown[] }

/** A node-postgres connection, as much of it as the locks use (Payload's adapter brings its own copy of pg's types). */
export type LockSession = { query: (text: string, values?: unknown[]) => Promise<Rows> }
export type LockPool = { connect: () => Promise<LockSession & { release: (error?: Error) => void }> }
const lockedIn = ({ rows }: Rows) => (rows[0] as { locked?: boolean } | undefined)?.locked === true

/** The Postgres session of the transaction Payload runs `req` in (initTransaction). */
async function transactionOf(req: PayloadRequest) {
  const session = postgresOf(req.payload).sessions[String(await req.transactionID)]
  if (!session) throw new Error('advisory lock: the request has no transaction to lock in')
  return session.db
}

/**
 * Waits for the lock on `thing` inside the request's Payload transaction; it is held until that
 * transaction commits or rolls back.
 */
export async function lockInTransaction(req: PayloadRequest, kind: LockKind, thing: string): Promise<void> {
  const db = await transactionOf(req)
  await db.execute(sql`select pg_advisory_xact_lock(${lockKinds[kind]}::integer, hashtext(${thing}))`)
}

/** Takes the lock on `thing` inside the request's Payload transaction if nobody holds it, without waiting. */
export async function tryLockInTransaction(req: PayloadRequest, kind: LockKind, thing: string): Promise<boolean> {
  const db = await transactionOf(req)
  return lockedIn(await db.execute(sql`select pg_try_advisory_xact_lock(${lockKinds[kind]}::integer, hashtext(${thing})) as locked`))
}

/**
 * Runs `work` holding the lock on `thing`, in a transaction of its own on a connection of
 * `pool`; the lock ends with that transaction, whether `work` succeeds or fails.
 */
export async function withTransactionLock<T>(pool: LockPool, kind: LockKind, thing: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('begin')
    await client.query('select pg_advisory_xact_lock($1::integer, hashtext($2))', [lockKinds[kind], thing])
    return await work()
  } finally {
    await client.query('commit').catch((error: Error) => {
      broken = error
    })
    client.release(broken)
  }
}

/** Takes a single lock for as long as `session` lasts (or until unlockSession), if nobody holds it. */
export async function trySessionLock(session: LockSession, lock: SingleLock): Promise<boolean> {
  return lockedIn(await session.query('select pg_try_advisory_lock($1::bigint) as locked', [singleLocks[lock]]))
}

/** Gives back a single lock taken by trySessionLock on this session. */
export async function unlockSession(session: LockSession, lock: SingleLock): Promise<void> {
  await session.query('select pg_advisory_unlock($1::bigint)', [singleLocks[lock]])
}

const WAIT_STEP_MS = 250

/**
 * Runs `work` holding a single lock on a connection of `pool`, waiting for it as long as it
 * takes. It asks again every quarter second rather than waiting in one statement, which would
 * run into the connections' statement timeout while another holder works.
 */
export async function withSessionLock(pool: LockPool, lock: SingleLock, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  try {
    while (!(await trySessionLock(client, lock))) await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
    await work()
  } finally {
    await unlockSession(client, lock).catch(() => {})
    client.release()
  }
}
