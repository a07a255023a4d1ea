import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { contactLimits } from '../../lib/contact-fields'
import { formatUsPhone, phoneDigits } from '../../lib/phone'
import { VISITOR_AUTHOR } from './lead-events'
import { leadsMatching } from './opt-out-flags'
import { TEXTS_ONLY_OPT_OUT } from './opt-out-scopes'

/** Who put the number on the list, as the list and the lead show it. */
export const TEXT_STOP_AUTHOR = 'Respondió STOP por SMS'

/** The line each lead with the number gets in its history. */
export const TEXT_STOP_HISTORY_NOTE = 'Respondió STOP por SMS: no se le envían más mensajes de texto.'

/** One 'No contactar' line, by the client, in the history of every lead with the number. */
async function noteInHistories(req: PayloadRequest, digits: string) {
  const matching = leadsMatching({ phoneDigits: digits, email: null })
  if (!matching) return
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: matching,
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const lead of docs) {
    await req.payload.create({
      collection: 'lead-events',
      data: { kind: 'no-contactar', note: TEXT_STOP_HISTORY_NOTE, authorName: VISITOR_AUTHOR, contact: lead.id },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
}

/**
 * A STOP replied to one of our texts: the number goes on the «No contactar» list for texts only
 * (scope «Solo mensajes de texto», channel «Mensaje de texto (STOP)»). No text goes to it again,
 * for any lead with it (texts-refused.ts); calls and e-mails go on, so no lead is flagged, but
 * each lead with the number gets a line in its history, in the same transaction as the entry.
 * A number already on the list is left as it is (the provider may post the same reply twice).
 */
export async function optOutByTextReply(payload: Payload, phone: string): Promise<'listed' | 'already-listed' | 'not-a-number'> {
  const digits = phoneDigits(phone)
  if (digits.length < contactLimits.phoneDigits) return 'not-a-number'
  const { totalDocs } = await payload.count({ collection: 'opt-outs', where: { phoneDigits: { equals: digits } }, overrideAccess: true })
  if (totalDocs > 0) return 'already-listed'
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    await payload.create({
      collection: 'opt-outs',
      data: { phone: formatUsPhone(phone), scope: TEXTS_ONLY_OPT_OUT, channel: 'sms', byName: TEXT_STOP_AUTHOR },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await noteInHistories(req, digits)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  return 'listed'
}
