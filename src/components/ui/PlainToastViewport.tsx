'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { toastCopy } from '@/copy/toasts'

import { currentToast, dismissToast, subscribeToToasts } from './toast-store'

const subscribe = (onChange: () => void) => subscribeToToasts(onChange)
const TOAST_DURATION_MS = 5000

/**
 * The toasts without Radix, for when its code could not be fetched (connection lost, or a new
 * release replaced the file the open page asks for): a visitor who sent the form still reads that
 * it arrived. Same words, same place, read out; closes after 5 s or with its button.
 */
export function PlainToastViewport() {
  const message = useSyncExternalStore(subscribe, currentToast, () => null)

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => dismissToast(message.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [message])

  return (
    <section aria-label={toastCopy.region.replace('{hotkey}', 'F8')} className="fixed right-0 top-20 z-[100] w-full max-w-[420px] p-4">
      {/* A live region that stays on the page, so each message put in it is read out. */}
      <ol aria-live={message?.variant === 'destructive' ? 'assertive' : 'polite'} className="m-0 list-none p-0">
        {message && (
          <li
            className={`relative rounded-lg border p-4 pr-10 shadow-card ${
              message.variant === 'destructive' ? 'border-accent-700 bg-accent-700 text-white' : 'border-brand-100 bg-white text-ink'
            }`}
          >
            <p className="font-semibold">{message.title}</p>
            {message.description && <p className="text-sm">{message.description}</p>}
            <button
              type="button"
              aria-label={toastCopy.close}
              onClick={() => dismissToast(message.id)}
              className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-xl leading-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )}
      </ol>
    </section>
  )
}
