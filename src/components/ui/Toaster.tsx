'use client'

import { useEffect, useState, type ComponentType } from 'react'

import { subscribeToToasts } from './toast-store'

/**
 * One toaster for the whole site. The Radix part is not needed to show the page, so it is
 * fetched after load (when the browser is idle) or at the first toast, whichever comes
 * first; a toast raised meanwhile waits in the store and appears as soon as it is loaded.
 */
export function Toaster() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null)

  useEffect(() => {
    let active = true
    let requested = false
    const load = () => {
      if (requested) return
      requested = true
      void import('./ToastViewport').then((module) => {
        if (active) setViewport(() => module.ToastViewport)
      })
    }
    const unsubscribe = subscribeToToasts(load)
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 3000 }) : undefined
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined
    return () => {
      active = false
      unsubscribe()
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
    }
  }, [])

  return Viewport ? <Viewport /> : null
}
