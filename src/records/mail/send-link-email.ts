import type { Payload } from 'payload'

import { signingMail } from '../../copy/records'
import { openToken } from '../../lib/server/sealed-link-token'
import { smtpConfigured } from '../../lib/server/smtp-settings'
import { spanishDateTime } from '../../lib/spanish-time'
import { readAgencySettings } from '../../settings/agency-settings'
import { signingUrl } from '../signing-address'
import { currentTexts } from '../texts'

/** Sends the link's e-mail to the lead; a failure throws, and the queue tries again. */
export async function sendSigningLinkEmail(payload: Payload, linkId: number, sealedToken: string): Promise<string> {
  if (!smtpConfigured()) throw new Error('Falta configurar SMTP: el enlace se enviará cuando se configure.')
  const link = await payload.findByID({ collection: 'record-links', id: linkId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!link) return 'link-gone'
  const leadId = typeof link.lead === 'object' ? link.lead?.id : link.lead
  if (!leadId) return 'lead-gone'
  const lead = await payload.findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead?.email) return 'no-email'
  const { agencyName, timeZone } = await readAgencySettings(payload)
  const title = currentTexts[link.purpose].title
  await payload.sendEmail({
    to: lead.email,
    subject: signingMail.subject(title),
    text: signingMail.body(
      lead.firstName,
      agencyName,
      title,
      signingUrl(openToken(sealedToken)),
      spanishDateTime(link.expiresAt, timeZone),
    ),
  })
  return 'sent'
}
