import type { EventEmitter } from 'node:events'

import { describe, expect, it, vi } from 'vitest'

// The SDK is the voice client's outside world: replaced here by a recorder.
type FakeVapi = EventEmitter & { args: unknown[]; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }
const instances = vi.hoisted(() => [] as FakeVapi[])
vi.mock('@vapi-ai/web', async () => {
  const { EventEmitter } = await import('node:events')
  class Vapi extends EventEmitter {
    args: unknown[]
    start = vi.fn(async () => null)
    stop = vi.fn(async () => {})
    constructor(...args: unknown[]) {
      super()
      this.args = args
      instances.push(this as unknown as FakeVapi)
    }
  }
  return { default: Vapi }
})

describe('createVapiClient', () => {
  it('builds one SDK instance for the page, with the public key and avoidEval, and forwards calls and events', async () => {
    const { createVapiClient } = await import('@/components/voice/vapi-client')
    const [first, second] = await Promise.all([createVapiClient('pk-1'), createVapiClient('pk-1')])
    expect(await createVapiClient('pk-1')).toBe(first)
    expect(second).toBe(first)
    expect(instances).toHaveLength(1)
    const sdk = instances[0]
    expect(sdk.args).toEqual(['pk-1', undefined, { avoidEval: true }])

    const onError = vi.fn()
    first.on('error', onError)
    sdk.emit('error', { type: 'start-method-error' })
    first.off('error', onError)
    sdk.emit('call-end')
    expect(sdk.listenerCount('error')).toBe(0)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith({ type: 'start-method-error' })

    await first.start('assistant-1')
    await first.stop()
    expect(sdk.start).toHaveBeenCalledWith('assistant-1')
    expect(sdk.stop).toHaveBeenCalledTimes(1)
  })
})
