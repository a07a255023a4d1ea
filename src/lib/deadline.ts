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
