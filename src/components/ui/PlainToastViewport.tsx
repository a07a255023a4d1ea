'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { toastCopy } from '@/copy/toasts'

import { TOAST_DURATION_MS, TOAST_HOTKEY, toastCloseClasses, toastVariantClasses, toastViewportPlacement } from './toast-look'
import { currentToast, dismissToast, subscribeToToasts } from './toast-store'

const subscribe = (onChange: () => void) => subscribeToToasts(onChange)

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
    <section aria-label={toastCopy.region.replace('{hotkey}', TOAST_HOTKEY)} className={toastViewportPlacement}>
      {/* A live region that stays on the page, so each message put in it is read out. */}
      <ol aria-live={message?.variant === 'destructive' ? 'assertive' : 'polite'} className="m-0 list-none p-0">
        {message && (
          <li className={`relative rounded-lg border p-4 pr-10 shadow-card ${toastVariantClasses[message.variant]}`}>
            <p className="font-semibold">{message.title}</p>
            {message.description && <p className="text-sm">{message.description}</p>}
            <button type="button" aria-label={toastCopy.close} onClick={() => dismissToast(message.id)} className={toastCloseClasses}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )}
      </ol>
    </section>
  )
}
