import type { Payload } from 'payload'
import { relationId } from '../../lib/relation-id'
import { contactNotifyTo, publicServerUrl } from '../../lib/server/server-env'
import { spanishDateTime } from '../../lib/spanish-time'
import { readAgencySettings } from '../../settings/agency-settings'
import { rescissionStaffMail } from '../staff-copy'
import { claimRescissionNotice, releaseRescissionNotice } from './rescission-claim'

/**
 * Tells staff a consumer rescinded a Marketplace consent (they must stop acting for them before
 * the Marketplace): to CONTACT_NOTIFY_TO or the agency's e-mail, like the new-lead e-mail.
 * Sent once (rescission-claim.ts); a failure gives the claim back and is retried by the jobs queue.
 */
export async function sendRescissionStaffEmail(payload: Payload, recordId: number): Promise<'sent' | 'no-record' | 'already-sent'> {
  const record = await payload.findByID({
    collection: 'signed-records',
    id: recordId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { internalRead: true },
  })
  const leadId = relationId(record?.lead)
  const linkId = relationId(record?.link)
  if (!record || leadId === null || linkId === null) return 'no-record'
  const [lead, { staffInbox, timeZone }] = await Promise.all([
    payload.findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: true, disableErrors: true }),
    readAgencySettings(payload),
  ])
  const recipient = contactNotifyTo() || staffInbox
  if (!recipient) throw new Error('No hay destinatario: configure CONTACT_NOTIFY_TO o el email de «Datos de la agencia».')
  const leadName = lead?.fullName || [lead?.firstName, lead?.lastName].filter(Boolean).join(' ') || `n.º ${leadId}`
  const leadUrl = `${publicServerUrl().replace(/\/$/, '')}/admin/collections/contacts/${leadId}`
  if (!(await claimRescissionNotice(payload, linkId))) return 'already-sent'
  try {
    await payload.sendEmail({
      to: recipient,
      subject: rescissionStaffMail.subject,
      text: rescissionStaffMail.body(leadName, spanishDateTime(record.signedAt, timeZone), leadUrl),
    })
  } catch (error) {
    await releaseRescissionNotice(payload, linkId)
    throw error
  }
  return 'sent'
}
