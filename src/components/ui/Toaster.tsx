'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { currentToast, dismissToast, subscribeToToasts } from './toast-store'

const subscribe = (onChange: () => void) => subscribeToToasts(onChange)

/** One toaster for the whole site (SPEC §9: 5000 ms, swipe right 50 px, F8 focuses it). */
export function Toaster() {
  const message = useSyncExternalStore(subscribe, currentToast, () => null)
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notificación">
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast()
          }}
          className={
            message.variant === 'destructive'
              ? 'toast-root border-accent-700 bg-accent-700 text-white'
              : 'toast-root border-brand-100 bg-white text-ink'
          }
        >
          <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="mt-1 text-sm">{message.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close aria-label="Cerrar notificación" className="toast-close">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  )
}
