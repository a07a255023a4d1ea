/** SQLSTATE of an exclusion-constraint violation: the database refused a second appointment at a taken time. */
const EXCLUSION_VIOLATION = '23P01'

/** True when `error` (or one of its causes) is the `appointments_no_overlap` refusal. */
export function isOverlapRefusal(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (code === EXCLUSION_VIOLATION) return true
    if (typeof message === 'string' && message.includes('appointments_no_overlap')) return true
    current = cause
  }
  return false
}
