import type { Payload } from 'payload'

/** Runs the jobs queue, as the server's runner would, until `done()` (an e-mail arrived…) or `timeoutMs` passed. */
export async function runJobsUntil(payload: Payload, done: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!done() && Date.now() < deadline) {
    await payload.jobs.run({ limit: 50 })
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
