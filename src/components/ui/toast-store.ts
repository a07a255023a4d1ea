/**
 * The site's toasts: a tiny store any client component can push to through `toast()`.
 * Only one toast is shown at a time (SPEC §4): a new one replaces the current one.
 */
export type ToastVariant = 'default' | 'destructive'
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant }

type Listener = (toast: ToastMessage | null) => void

let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<Listener>()

function publish() {
  for (const listener of listeners) listener(current)
}

export function toast(message: { title: string; description?: string; variant?: ToastVariant }): void {
  current = { id: nextId++, variant: 'default', ...message }
  publish()
}

/** Closes the current toast; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return
  current = null
  publish()
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToast(): ToastMessage | null {
  return current
}
