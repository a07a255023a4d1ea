'use client'

import { useEffect } from 'react'

import { browserNavigator, ROUTE_CHANGE_SCROLL_DELAY, scrollToSection, sectionIdFromHash } from '@/lib/browser/scroll'

/** Arriving at `/#section` (typed, shared or from another page) lands with the same 80 px offset. */
export function LandingHashScroll() {
  useEffect(() => {
    const id = sectionIdFromHash(window.location.hash)
    if (!id) return
    const nav = browserNavigator(window.location.pathname, () => {})
    const timer = window.setTimeout(() => scrollToSection(id, nav), ROUTE_CHANGE_SCROLL_DELAY)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
