import type { ToastVariant } from './toast-store'

/** SPEC §9: a toast closes after 5000 ms; F8 moves focus to the notifications. */
export const TOAST_DURATION_MS = 5000
export const TOAST_HOTKEY = 'F8'

/** One look for both toasters (Radix's and the plain fallback). */
export const toastVariantClasses: Record<ToastVariant, string> = {
  default: 'border-brand-100 bg-white text-ink',
  destructive: 'border-accent-700 bg-accent-700 text-white',
}

export const toastCloseClasses =
  'absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-xl ' +
  'leading-none opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-current'

export const toastViewportPlacement = 'fixed right-0 top-20 z-[100] w-full max-w-[420px] p-4'
