'use client'

import { useEffect, useState } from 'react'

/** Fired on the window when an attempt is logged on the lead, so the history reads itself again. */
const ATTEMPT_LOGGED_EVENT = 'lead-attempt-logged'

export const announceAttemptLogged = () => window.dispatchEvent(new Event(ATTEMPT_LOGGED_EVENT))

/** How many attempts were logged on this page so far: a dependency that changes after each one. */
export function useAttemptsLogged(): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const bump = () => setCount((value) => value + 1)
    window.addEventListener(ATTEMPT_LOGGED_EVENT, bump)
    return () => window.removeEventListener(ATTEMPT_LOGGED_EVENT, bump)
  }, [])
  return count
}
