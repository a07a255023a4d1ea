'use client'

import { useEffect, useState } from 'react'

import { whenIdle } from './when-idle'

/**
 * Loads a value after hydration, when the browser is idle, and returns it (null until then,
 * or for good if loading fails: the failure is logged). `load` runs once per mount.
 */
export function useIdleValue<T>(load: () => Promise<T>, what: string): T | null {
  const [value, setValue] = useState<{ current: T } | null>(null)
  useEffect(() => {
    let cancelled = false
    const cancel = whenIdle(() => {
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
