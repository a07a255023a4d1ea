/**
 * The advisory locks of src/db/locks.ts on a real Postgres: separate connections stand for two
 * processes (or two requests) on one database.
 */

import { createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { lockInTransaction, tryLockInTransaction, trySessionLock, unlockSession, withSessionLock, withTransactionLock } from '@/db/locks'
import { openPayload } from '../../../tooling/payload'

const pools = [0, 1].map(() => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }))
const [poolA, poolB] = pools

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()))
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `work` in a Payload transaction of its own, rolled back afterwards. */
async function inPayloadTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const payload = await openPayload()
  const req = await createLocalReq({}, payload)
  if (!(await initTransaction(req))) throw new Error('no transaction')
  try {
    return await work(req)
  } finally {
    await killTransaction(req)
  }
}

const heldWhile =
  (events: string[], name: string, ms = 300) =>
  async () => {
    events.push(`${name} starts`)
    await pause(ms)
    events.push(`${name} ends`)
    return name
  }

describe('a lock on one thing, in a transaction of its own', () => {
  it('makes a second holder of the same thing wait until the first is done', async () => {
    const events: string[] = []
    const first = withTransactionLock(poolA, 'accountTurn', 'ana@example.com', heldWhile(events, 'A'))
    await pause(50)
    const second = withTransactionLock(poolB, 'accountTurn', 'ana@example.com', heldWhile(events, 'B'))
    expect(await Promise.all([first, second])).toEqual(['A', 'B'])
    expect(events).toEqual(['A starts', 'A ends', 'B starts', 'B ends'])
  })

  it('does not make a lock of another kind on a thing of the same name wait', async () => {
    const events: string[] = []
    await Promise.all([
      withTransactionLock(poolA, 'accountTurn', 'same-name', heldWhile(events, 'account')),
      withTransactionLock(poolB, 'voiceCall', 'same-name', heldWhile(events, 'call')),
    ])
    expect(events.slice(0, 2).sort()).toEqual(['account starts', 'call starts'])
  })

  it('ends with the work when it fails, and passes the failure on', async () => {
    await expect(withTransactionLock(poolA, 'accountTurn', 'luis@example.com', () => Promise.reject(new Error('falló')))).rejects.toThrow(
      'falló',
    )
    await expect(withTransactionLock(poolB, 'accountTurn', 'luis@example.com', async () => 'next')).resolves.toBe('next')
  })
})

describe('a lock on one thing, inside a Payload transaction', () => {
  it('is refused to a try while another transaction holds the same thing, given to another kind, and freed at rollback', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let holding = () => {}
    const held = new Promise<void>((resolve) => {
      holding = resolve
    })
    const holder = inPayloadTransaction(async (req) => {
      expect(await tryLockInTransaction(req, 'idempotencyKey', 'contacts:k1')).toBe(true)
      holding()
      await released
    })
    await held
    await inPayloadTransaction(async (req) => {
      expect(await tryLockInTransaction(req, 'idempotencyKey', 'contacts:k1')).toBe(false)
      expect(await tryLockInTransaction(req, 'idempotencyKey', 'contacts:k2')).toBe(true)
      expect(await tryLockInTransaction(req, 'voiceCall', 'contacts:k1')).toBe(true)
    })
    release()
    await holder
    await inPayloadTransaction(async (req) => {
      expect(await tryLockInTransaction(req, 'idempotencyKey', 'contacts:k1')).toBe(true)
    })
  })

  it('is the same lock as the one taken in a transaction of its own: a waiting taker waits for it', async () => {
    const events: string[] = []
    const first = withTransactionLock(poolA, 'voiceCall', 'call-1', heldWhile(events, 'pool'))
    await pause(50)
    const second = inPayloadTransaction(async (req) => {
      await lockInTransaction(req, 'voiceCall', 'call-1')
      events.push('request locked')
    })
    await Promise.all([first, second])
    expect(events).toEqual(['pool starts', 'pool ends', 'request locked'])
  })
})

describe('a single lock held by a session', () => {
  it('is refused to another session until it is given back, or its session ends', async () => {
    const [a, b] = await Promise.all([poolA.connect(), poolB.connect()])
    try {
      expect(await trySessionLock(a, 'queueRunner')).toBe(true)
      expect(await trySessionLock(b, 'queueRunner')).toBe(false)
      expect(await trySessionLock(b, 'startup')).toBe(true)
      await unlockSession(b, 'startup')
      await unlockSession(a, 'queueRunner')
      expect(await trySessionLock(b, 'queueRunner')).toBe(true)
      await unlockSession(b, 'queueRunner')

      const dying = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await dying.connect()
      expect(await trySessionLock(dying, 'queueRunner')).toBe(true)
      expect(await trySessionLock(b, 'queueRunner')).toBe(false)
      await dying.end()
      expect(await trySessionLock(b, 'queueRunner')).toBe(true)
      await unlockSession(b, 'queueRunner')
    } finally {
      a.release()
      b.release()
    }
  })

  it('makes a second withSessionLock wait until the first has finished its work', async () => {
    const events: string[] = []
    const first = withSessionLock(poolA, 'startup', async () => {
      await heldWhile(events, 'A', 600)()
    })
    await pause(50)
    const second = withSessionLock(poolB, 'startup', async () => {
      await heldWhile(events, 'B', 10)()
    })
    await Promise.all([first, second])
    expect(events).toEqual(['A starts', 'A ends', 'B starts', 'B ends'])
  })
})
