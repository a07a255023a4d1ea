/** Raised when work has not finished in time; the work itself goes on and its result is dropped. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`no result within ${ms} ms`)
    this.name = 'DeadlineExceeded'
  }
}

/** The work's result, or DeadlineExceeded after `ms`; a late failure of the work is ignored. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms)
  })
  work.catch(() => {})
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Longest a REST read waits for the database. Stopped or unreachable, Postgres fails at once
 * and hooks.afterError answers 503 (src/rest-errors/outage-answer.ts); stalled, it answers nothing at all and
 * the pool has no per-query limit (see databaseTimeouts), so the read gives up here.
 */
export const READ_DEADLINE_MS = 8000
