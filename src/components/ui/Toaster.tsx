'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { onFirstInteraction } from '@/lib/browser/first-interaction'

import { subscribeToToasts } from './toast-store'

/**
 * One toaster for the whole site. The Radix part is not needed to show the page, so it is
 * fetched at the visitor's first interaction (every toast follows one: a form sent, the voice
 * button pressed) or at the first toast, whichever comes first; a toast raised meanwhile
 * waits in the store and appears as soon as it is loaded.
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
    const cancelInteraction = onFirstInteraction(load)
    return () => {
      active = false
      unsubscribe()
      cancelInteraction()
    }
  }, [])

  return Viewport ? <Viewport /> : null
}
