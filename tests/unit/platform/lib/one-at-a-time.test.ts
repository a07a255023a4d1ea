import { describe, expect, it } from 'vitest'

import { createTurnQueue } from '@/lib/one-at-a-time'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const flush = () => new Promise((done) => setTimeout(done, 0))

describe('createTurnQueue', () => {
  it('runs work for one key one after another, in arrival order', async () => {
    const inTurn = createTurnQueue()
    const events: string[] = []
    const first = deferred()

    const a = inTurn('ana@example.com', async () => {
      events.push('a starts')
      await first.promise
      events.push('a ends')
      return 'a'
    })
    const b = inTurn('ana@example.com', async () => {
      events.push('b starts')
      return 'b'
    })
    await flush()
    expect(events).toEqual(['a starts'])

    first.resolve()
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(events).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('lets different keys run side by side', async () => {
    const inTurn = createTurnQueue()
    const events: string[] = []
    const first = deferred()

    const a = inTurn('ana@example.com', async () => {
      events.push('ana starts')
      await first.promise
    })
    const b = inTurn('luis@example.com', async () => {
      events.push('luis starts')
    })
    await b
    expect(events).toEqual(['ana starts', 'luis starts'])
    first.resolve()
    await a
  })

  it('a failed turn rejects for its caller only and the next turn still runs', async () => {
    const inTurn = createTurnQueue()
    const failed = inTurn('ana@example.com', async () => {
      throw new Error('contraseña incorrecta')
    })
    const next = inTurn('ana@example.com', async () => 'ok')

    await expect(failed).rejects.toThrow('contraseña incorrecta')
    expect(await next).toBe('ok')
  })
})
