import type { Attribution } from '@/leads/intake/attribution'
import { loadOnce, settledWithin } from '@/lib/browser/code-on-demand'

/**
 * The campaign reader checks the kept values with the shared schema (zod), which the page needs
 * neither to show nor to come alive: it is fetched when focus first enters the form, beside the
 * validation, or at the latest as the form is sent.
 */
const firstTouchReader = loadOnce(() => import('./first-touch-store'))

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
