'use client'

import { useEffect } from 'react'

import { hasAttributionParameter } from '@/leads/intake/attribution-parameters'
import { keepFirstTouch, readFirstTouch } from './first-touch-store'

/**
 * Keeps the campaign parameters of the visit's first landing (first touch: a later landing in the
 * same tab does not replace them). Renders nothing; runs after the page is shown, and loads the
 * validation code only when the address carries a campaign parameter.
 */
export function FirstTouchCapture() {
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!hasAttributionParameter(url.searchParams) || readFirstTouch()) return
    const landedAt = new Date()
    const referrer = document.referrer
    void import('@/leads/intake/attribution')
      .then(({ attributionFromLanding }) => {
        const attribution = attributionFromLanding(url, referrer, landedAt)
        if (attribution && !readFirstTouch()) keepFirstTouch(JSON.stringify(attribution))
      })
      .catch(() => {})
  }, [])
  return null
}
