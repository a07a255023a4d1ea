import { vi } from 'vitest'

import type { VoiceClient, VoiceClientEvent, VoiceClientListener } from '@/components/voice/voice-client'

/** A voice client the test drives by hand: it records calls and emits events on demand. */
export class FakeVoiceClient implements VoiceClient {
  private listeners = new Map<VoiceClientEvent, Set<VoiceClientListener>>()
  /** How many `error` listeners were attached when each start() was called. */
  errorListenersAtStart: number[] = []

  start = vi.fn(async (_assistantId: string): Promise<unknown> => {
    this.errorListenersAtStart.push(this.listenerCount('error'))
    return null
  })
  stop = vi.fn(async () => {})

  on(event: VoiceClientEvent, listener: VoiceClientListener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
  }

  off(event: VoiceClientEvent, listener: VoiceClientListener) {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: VoiceClientEvent, payload?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  listenerCount(event?: VoiceClientEvent): number {
    if (event) return this.listeners.get(event)?.size ?? 0
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }
}
