import type { Payload } from 'payload'
import { phoneDigits } from '../../lib/phone'

/**
 * Whether no text may go to this number: it is on the «No contactar» list, whole or for texts
 * only (a STOP reply, opt-out-by-text.ts), whichever lead gave it and whenever.
 */
export async function textsRefused(payload: Payload, phone: string | null | undefined): Promise<boolean> {
  const digits = phoneDigits(phone)
  if (!digits) return false
  const { totalDocs } = await payload.count({ collection: 'opt-outs', where: { phoneDigits: { equals: digits } }, overrideAccess: true })
  return totalDocs > 0
}
