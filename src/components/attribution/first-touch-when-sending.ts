import type { Attribution } from '@/leads/intake/attribution'
import { settledWithin } from '@/lib/browser/code-on-demand'

type FirstTouchReader = typeof import('./first-touch-store')

let loading: Promise<FirstTouchReader> | null = null

/**
 * The campaign reader checks the kept values with the shared schema (zod), which the page needs
 * neither to show nor to come alive: it is fetched when focus first enters the form, beside the
 * validation, or at the latest as the form is sent. A failed fetch is tried again next time.
 */
function firstTouchReader(): Promise<FirstTouchReader> {
  loading ??= import('./first-touch-store').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

export const preloadFirstTouch = () => void firstTouchReader().catch(() => {})

/**
 * The first touch, read as the form is sent. A lead never waits long for it, nor is lost without
 * it: if the reader cannot be fetched in time, the lead goes without its campaign.
 */
export async function firstTouchWhenSending(): Promise<Attribution | undefined> {
  try {
    return (await settledWithin(firstTouchReader())).firstTouchForSubmission()
  } catch (error) {
    console.error(error)
    return undefined
  }
}
