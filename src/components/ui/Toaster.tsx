'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { settledWithin } from '@/lib/browser/code-on-demand'
import { onFirstInteraction } from '@/lib/browser/first-interaction'

import { PlainToastViewport } from './PlainToastViewport'
import { subscribeToToasts } from './toast-store'

/**
 * One toaster for the whole site. The Radix part is not needed to show the page, so it is
 * fetched at the visitor's first interaction (every toast follows one: a form sent, the voice
 * button pressed) or at the first toast, whichever comes first; a toast raised meanwhile
 * waits in the store and appears as soon as it is loaded. If that code cannot be fetched in
 * time, toasts show plainly (PlainToastViewport): the answer to a sent form is never missing.
 */
export function Toaster() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null)

  useEffect(() => {
    let active = true
    let requested = false
    const load = () => {
      if (requested) return
      requested = true
      void settledWithin(import('./ToastViewport')).then(
        (module) => {
          if (active) setViewport(() => module.ToastViewport)
        },
        (error: unknown) => {
          console.error(error)
          if (active) setViewport(() => PlainToastViewport)
        },
      )
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
