import type { Payload } from 'payload'
import { vi } from 'vitest'

const HOUR = 3_600_000

/**
 * Starts some days ahead at 15:00 UTC, a different day for each appointment (two never overlap).
 * Each reminder test file books them for its own agent, so other files' appointments at the same
 * hours (one database) never stand in the way.
 */
export function appointmentDays(realNow = Date.now()): () => string {
  let slot = 0
  return () => {
    slot += 1
    const start = new Date(realNow + (3 + slot) * 24 * HOUR)
    start.setUTCHours(15, 0, 0, 0)
    return start.toISOString()
  }
}

/** The jobs queue's runner as the server runs it, at a controlled time (only Date is faked). */
export async function runQueueAt(payload: Payload, instant: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(instant)
  await payload.jobs.run({ limit: 100 })
  vi.useRealTimers()
}
