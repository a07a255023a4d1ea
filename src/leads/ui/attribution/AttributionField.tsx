'use client'

import { useEffect, useState } from 'react'

import { ATTRIBUTION_FIELD } from '@/leads/intake/attribution-parameters'

import { firstTouchWhenSending } from './first-touch-when-sending'

/**
 * The first touch (kept by the head's script before hydration, landing-capture.ts) carried by a
 * plain form, such as the booking form, as a hidden field. Without JavaScript it stays empty and
 * the server takes the campaign from the page's address (visit-origin.ts).
 */
export function AttributionField() {
  const [value, setValue] = useState('')
  useEffect(() => {
    let mounted = true
    void firstTouchWhenSending().then((attribution) => {
      if (mounted && attribution) setValue(JSON.stringify(attribution))
    })
    return () => {
      mounted = false
    }
  }, [])
  return <input type="hidden" name={ATTRIBUTION_FIELD} value={value} />
}
