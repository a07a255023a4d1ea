import type { Attribution } from '@/leads/intake/attribution'
import { settledWithin } from '@/lib/browser/code-on-demand'

/**
 * The first touch, read as the form is sent. Its reader checks the kept values with the shared
 * schema (zod), which the page needs neither to show nor to come alive, so it is fetched here,
 * after the validation has already brought zod. A lead never waits long for it, nor is lost
 * without it: if it cannot be fetched, the lead goes without its campaign.
 */
export async function firstTouchWhenSending(): Promise<Attribution | undefined> {
  try {
    const { firstTouchForSubmission } = await settledWithin(import('./first-touch-store'))
    return firstTouchForSubmission()
  } catch (error) {
    console.error(error)
    return undefined
  }
}
