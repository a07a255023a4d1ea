'use client'

import { useEffect, useState } from 'react'

import { onFirstInteraction } from '@/lib/first-interaction'

/**
 * Loads a value at the visitor's first interaction with the page (a scroll, a touch, a
 * pointer move or press, a key, focus moving: see onFirstInteraction) and returns it: null
 * until then, or for good if loading fails (the failure is logged). `load` runs once per mount.
 */
export function useFirstInteractionValue<T>(load: () => Promise<T>, what: string): T | null {
  const [value, setValue] = useState<{ current: T } | null>(null)
  useEffect(() => {
    let cancelled = false
    const cancel = onFirstInteraction(() => {
      load().then(
        (loaded) => {
          if (!cancelled) setValue({ current: loaded })
        },
        (error: unknown) => console.error(`[voice] could not load ${what}`, error),
      )
    })
    return () => {
      cancelled = true
      cancel()
    }
    // Loads once per mount on purpose: a new `load` identity must not start a second load.
  }, [])
  return value ? value.current : null
}
