/**
 * The per-account session turn across instances: two pools stand for two processes on one
 * database; the turn is a Postgres advisory lock (src/db/account-turn-lock.ts).
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { accountLock } from '@/db/account-turn-lock'

const pools = [0, 1].map(() => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }))
const [instanceA, instanceB] = pools.map((pool) => accountLock(pool))

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()))
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('account turn lock', () => {
  it('runs one account’s session changes one after another, whichever instance takes them', async () => {
    const events: string[] = []
    const work = (name: string) => async () => {
      events.push(`${name} starts`)
      await pause(300)
      events.push(`${name} ends`)
      return name
    }
    const first = instanceA('ana@example.com', work('A'))
    await pause(50)
    const second = instanceB('ana@example.com', work('B'))
    expect(await Promise.all([first, second])).toEqual(['A', 'B'])
    expect(events).toEqual(['A starts', 'A ends', 'B starts', 'B ends'])
  })

  it('lets different accounts go side by side', async () => {
    const events: string[] = []
    const work = (name: string) => async () => {
      events.push(`${name} starts`)
      await pause(300)
      events.push(`${name} ends`)
    }
    await Promise.all([instanceA('ana@example.com', work('ana')), instanceB('luis@example.com', work('luis'))])
    expect(events.slice(0, 2).sort()).toEqual(['ana starts', 'luis starts'])
  })

  it('ends the turn when the work fails, and passes the failure on', async () => {
    await expect(instanceA('ana@example.com', () => Promise.reject(new Error('falló')))).rejects.toThrow('falló')
    await expect(instanceB('ana@example.com', async () => 'next')).resolves.toBe('next')
  })
})
