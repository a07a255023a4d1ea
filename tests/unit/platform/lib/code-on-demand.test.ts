import { afterEach, describe, expect, it, vi } from 'vitest'

import { CODE_ON_DEMAND_WAIT_MS, loadOnce, settledWithin } from '../../../../src/lib/browser/code-on-demand'

afterEach(() => {
  vi.useRealTimers()
})

describe('code fetched on demand', () => {
  it('is handed over as soon as it arrives, and its failure passed on', async () => {
    await expect(settledWithin(Promise.resolve('validación'))).resolves.toBe('validación')
    await expect(settledWithin(Promise.reject(new Error('ChunkLoadError')))).rejects.toThrow('ChunkLoadError')
  })

  it('is given up on once the wait has passed, so a stalled connection never holds a submission', async () => {
    vi.useFakeTimers()
    const never = new Promise<string>(() => {})
    const waiting = settledWithin(never)
    const outcome = expect(waiting).rejects.toThrow(`code not fetched within ${CODE_ON_DEMAND_WAIT_MS} ms`)
    await vi.advanceTimersByTimeAsync(CODE_ON_DEMAND_WAIT_MS - 1)
    let settled = false
    void waiting.catch(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
  })

  it('is fetched once for every caller, and asked for again after a failed fetch', async () => {
    const outcomes = [Promise.reject(new Error('ChunkLoadError')), Promise.resolve('validación')]
    let fetches = 0
    const load = loadOnce(() => outcomes[fetches++])
    await expect(load()).rejects.toThrow('ChunkLoadError')
    const [first, second] = await Promise.all([load(), load()])
    expect([first, second, fetches]).toEqual(['validación', 'validación', 2])
    await expect(load()).resolves.toBe('validación')
    expect(fetches).toBe(2)
  })
})
