/**
 * Runs `task` once the browser is idle (requestIdleCallback, or a short timeout where it
 * does not exist, e.g. Safari). Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 200)
  return () => window.clearTimeout(handle)
}
