import type { Payload } from 'payload'
import { contactLimits } from '../../lib/contact-fields'
import { formatUsPhone, phoneDigits } from '../../lib/phone'
import { TEXTS_ONLY_OPT_OUT } from './opt-out-scopes'

/** Who put the number on the list, as the list and the lead show it. */
export const TEXT_STOP_AUTHOR = 'Respondió STOP por SMS'

/**
 * A STOP replied to one of our texts: the number goes on the «No contactar» list for texts only
 * (scope «Solo mensajes de texto», channel «Mensaje de texto (STOP)»). No text goes to it again,
 * for any lead with it (texts-refused.ts); calls and e-mails go on, so no lead is flagged.
 * A number already on the list is left as it is (the provider may post the same reply twice).
 */
export async function optOutByTextReply(payload: Payload, phone: string): Promise<'listed' | 'already-listed' | 'not-a-number'> {
  const digits = phoneDigits(phone)
  if (digits.length < contactLimits.phoneDigits) return 'not-a-number'
  const { totalDocs } = await payload.count({ collection: 'opt-outs', where: { phoneDigits: { equals: digits } }, overrideAccess: true })
  if (totalDocs > 0) return 'already-listed'
  await payload.create({
    collection: 'opt-outs',
    data: { phone: formatUsPhone(phone), scope: TEXTS_ONLY_OPT_OUT, channel: 'sms', byName: TEXT_STOP_AUTHOR },
    overrideAccess: true,
    depth: 0,
  })
  return 'listed'
}
