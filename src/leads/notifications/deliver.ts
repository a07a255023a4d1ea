import type { Payload } from 'payload'
import { staffBookingNotice } from '@/appointments/public'
import { contactNotifyTo, publicServerUrl } from '../../lib/server/server-env'
import { smtpConfigured } from '../../lib/server/smtp-settings'
import type { Contact } from '../../payload-types'
import { readAgencySettings } from '../../settings/agency-settings'
import { BOOKING_LEAD_SOURCE } from '../intake/lead-sources'
import type { NotificationStatus } from './notification-statuses'
import { NOTIFY_STAFF_ATTEMPTS } from './retries'
import { takeSendLease } from './send-lease'
import { contactNotificationEmail } from './staff-email'

export type DeliveryResult = 'sent' | 'already-sent' | 'contact-deleted'

/** Another run of the same job holds the lease: this one is retried later (and then finds it sent). */
export class SendInProgress extends Error {}

/** No mail server configured: the e-mail waits (the runner does not run the queue then, src/jobs/index.ts). */
export class SmtpNotConfigured extends Error {}

type NotificationState = NonNullable<Contact['notification']>

/**
 * Bookkeeping straight through the database adapter: not a staff edit, so no hooks, and the
 * contact keeps its updatedAt (the adapter would set it to now).
 */
async function recordState(payload: Payload, contact: Contact, state: NotificationState): Promise<void> {
  await payload.db.updateOne({
    collection: 'contacts',
    id: contact.id,
    data: { notification: { ...state, sendingSince: null }, updatedAt: contact.updatedAt },
  })
}

export async function settings(payload: Payload) {
  const { staffInbox, timeZone } = await readAgencySettings(payload)
  return { recipient: contactNotifyTo() || staffInbox || undefined, timeZone }
}

/**
 * E-mails staff about one contact, once: only the holder of the contact's send lease sends,
 * and a recorded sent-at ends every later run. The residual window is a crash (or a lost
 * database connection) after the SMTP server accepted the message and before sent-at is
 * committed, a few milliseconds: once the lease runs out the retry sends it again. We choose a
 * rare duplicate over a lost lead; the fixed Message-ID lets mail clients that deduplicate
 * (Gmail) show it once.
 */
export async function deliverStaffNotification(payload: Payload, contactId: number): Promise<DeliveryResult> {
  if (!smtpConfigured()) throw new SmtpNotConfigured('Falta configurar SMTP: el aviso se enviará cuando se configure.')
  if (!(await takeSendLease(payload, contactId))) {
    const contact = await payload.findByID({ collection: 'contacts', id: contactId, depth: 0, disableErrors: true })
    if (!contact) return 'contact-deleted'
    if (contact.notification?.sentAt) return 'already-sent'
    throw new SendInProgress(`another runner is e-mailing staff about contact ${contactId}`)
  }
  const contact = await payload.findByID({ collection: 'contacts', id: contactId, depth: 0 })
  const attempts = (contact.notification?.attempts ?? 0) + 1
  try {
    const { recipient, timeZone } = await settings(payload)
    if (!recipient) throw new Error('No hay destinatario: configure CONTACT_NOTIFY_TO o el email de «Datos de la agencia».')
    const mailSettings = { adminUrl: publicServerUrl(), timeZone }
    // A lead who booked on the site: this is staff's one e-mail about the booking (issue 33: it was two).
    const booking = contact.source === BOOKING_LEAD_SOURCE ? await staffBookingNotice(payload, contact, mailSettings) : null
    const email = booking ?? contactNotificationEmail(contact, mailSettings)
    await payload.sendEmail({ to: recipient, ...email, headers: { 'Message-ID': messageIdFor(contact) } })
  } catch (error) {
    const status: NotificationStatus = attempts >= NOTIFY_STAFF_ATTEMPTS ? 'failed' : 'pending'
    await recordState(payload, contact, { status, sentAt: null, attempts, lastError: errorText(error) })
    throw error
  }
  await recordState(payload, contact, { status: 'sent', sentAt: new Date().toISOString(), attempts, lastError: null })
  return 'sent'
}

function messageIdFor(contact: Contact): string {
  const domain = new URL(publicServerUrl()).hostname || 'agencia.example'
  return `<contacto-${contact.id}-${new Date(contact.createdAt).getTime()}@${domain}>`
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 500)
}
