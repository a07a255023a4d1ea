/**
 * Runs work for the same key one after another, in arrival order; different keys run
 * side by side. A failure ends only its own turn.
 */
export function createTurnQueue() {
  const lastTurn = new Map<string, Promise<unknown>>()

  return function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = lastTurn.get(key) ?? Promise.resolve()
    const turn = previous.then(work)
    const settled = turn.then(
      () => undefined,
      () => undefined,
    )
    lastTurn.set(key, settled)
    void settled.then(() => {
      if (lastTurn.get(key) === settled) lastTurn.delete(key)
    })
    return turn
  }
}
