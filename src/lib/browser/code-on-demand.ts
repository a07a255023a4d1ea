/**
 * How long the page waits for code it fetches after loading (the form's validation, the campaign
 * reader, the toaster) before going on without it: a stalled connection may never answer. The
 * server checks a submission again anyway, and toasts have a plain fallback.
 */
export const CODE_ON_DEMAND_WAIT_MS = 5000

/** `loading`, or a rejection once `ms` have passed without it settling. */
export function settledWithin<T>(loading: Promise<T>, ms = CODE_ON_DEMAND_WAIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`code not fetched within ${ms} ms`)), ms)
    loading.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * `load` run once and its promise shared by every caller (a focus and a submission both ask for
 * the same chunk); a failed fetch is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}
