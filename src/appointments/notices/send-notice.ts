import type { Payload, SendEmailOptions } from 'payload'

import { contactNotifyTo, publicServerUrl } from '../../lib/server/server-env'
import { smtpConfigured } from '../../lib/server/smtp-settings'
import { readAgencySettings } from '../../settings/agency-settings'
import { agencyEmailSettings } from '../emails/agency-email-settings'
import { appointmentView } from '../read/appointment-view'
import type { NoticeChange } from './notice-change'
import { claimNotice, releaseNotice } from './notice-claim'
import { type StaffNoticeFacts, staffNoticeEmail, visitorNoticeEmail } from './notice-emails'
import { staffNoticeRecipients } from './staff-recipients'
import type { NoticeRecipient } from './task-slug'

export type NoticeInput = StaffNoticeFacts & { appointmentId: number; sequence: number; to: NoticeRecipient; change: NoticeChange }

/** The message for one side, or why none goes out. */
async function messageFor(payload: Payload, input: NoticeInput): Promise<{ skipped: string } | { message: SendEmailOptions }> {
  const appointment = appointmentView(
    await payload.findByID({ collection: 'appointments', id: input.appointmentId, depth: 1, overrideAccess: true, disableErrors: true }),
  )
  if (!appointment) return { skipped: 'appointment-deleted' }
  const settings = await agencyEmailSettings(payload)
  if (input.to === 'visitor') {
    // A later change has its own notice with the newer invitation: this one would only confuse the calendar.
    if (appointment.sequence !== input.sequence) return { skipped: 'superseded' }
    const { email, doNotContact } = appointment.lead
    if (!email) return { skipped: 'no-address' }
    if (doNotContact) return { skipped: 'do-not-contact' }
    return { message: { ...visitorNoticeEmail(appointment, input.change, settings), to: email } }
  }
  const recipient = contactNotifyTo() || (await readAgencySettings(payload)).staffInbox
  if (!recipient) throw new Error('No hay destinatario: configure CONTACT_NOTIFY_TO o el email de «Datos de la agencia».')
  const contact = await payload.findByID({ collection: 'contacts', id: appointment.lead.id, depth: 0, overrideAccess: true })
  const message = staffNoticeEmail(appointment, contact, input, { ...settings, adminUrl: publicServerUrl().replace(/\/$/, '') })
  return { message: { ...message, to: staffNoticeRecipients(recipient, appointment.agentEmail) } }
}

/**
 * Sends one side's notice of one change (task.ts). Claimed before sending (notice-claim.ts), so a
 * retried or doubled job never sends it twice; a failed send gives the claim back and throws, and
 * the queue retries.
 */
export async function sendAppointmentNotice(payload: Payload, input: NoticeInput): Promise<string> {
  if (!smtpConfigured()) throw new Error('Falta configurar SMTP: el aviso de la cita se enviará cuando se configure.')
  const prepared = await messageFor(payload, input)
  if ('skipped' in prepared) return prepared.skipped
  if (!(await claimNotice(payload, input.appointmentId, input.to, input.sequence))) return 'already-sent'
  try {
    await payload.sendEmail(prepared.message)
  } catch (error) {
    await releaseNotice(payload, input.appointmentId, input.to, input.sequence)
    throw error
  }
  return 'sent'
}
