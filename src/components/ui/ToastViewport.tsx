'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { toastCopy } from '@/copy/toasts'

import { currentToast, dismissToast, subscribeToToasts } from './toast-store'

const subscribe = (onChange: () => void) => subscribeToToasts(onChange)

const variantClasses = {
  default: 'border-brand-100 bg-white text-ink',
  destructive: 'border-accent-700 bg-accent-700 text-white',
}

const toastClasses =
  'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-card ' +
  'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform ' +
  'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ' +
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]'

/** The Radix toaster (SPEC §9: 5000 ms, swipe right 50 px, F8 focuses it); loaded by Toaster. */
export function ToastViewport() {
  const message = useSyncExternalStore(subscribe, currentToast, () => null)
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={toastCopy.toast}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id)
          }}
          className={`${toastClasses} ${variantClasses[message.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && <ToastPrimitive.Description className="text-sm">{message.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={toastCopy.close}
            className={
              'absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md text-xl ' +
              'leading-none opacity-80 hover:opacity-100 focus:opacity-100 focus:outline-none ' +
              'focus-visible:ring-2 focus-visible:ring-current'
            }
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={toastCopy.region}
        className="fixed right-0 top-20 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  )
}
