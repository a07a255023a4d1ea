'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { toastCopy } from '@/copy/toasts'

import { TOAST_DURATION_MS, TOAST_HOTKEY, toastCloseClasses, toastVariantClasses, toastViewportPlacement } from './toast-look'
import { currentToast, dismissToast, subscribeToToasts } from './toast-store'

const subscribe = (onChange: () => void) => subscribeToToasts(onChange)

const toastClasses =
  'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-card ' +
  'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform ' +
  'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ' +
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]'

/** The Radix toaster (SPEC §9: 5000 ms, swipe right 50 px, F8 focuses it); loaded by Toaster. */
export function ToastViewport() {
  const message = useSyncExternalStore(subscribe, currentToast, () => null)
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={toastCopy.toast}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id)
          }}
          className={`${toastClasses} ${toastVariantClasses[message.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && <ToastPrimitive.Description className="text-sm">{message.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label={toastCopy.close} className={toastCloseClasses}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={toastCopy.region}
        className={`${toastViewportPlacement} m-0 flex list-none flex-col gap-2 outline-none`}
      />
    </ToastPrimitive.Provider>
  )
}
