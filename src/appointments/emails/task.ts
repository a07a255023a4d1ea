import type { Payload, TaskConfig } from 'payload'

import { loadAgencyTimeZone } from '../../content/agency-clock'
import { NOTIFY_STAFF_ATTEMPTS, NOTIFY_STAFF_RETRY_DELAY_MS } from '../../leads/notifications/retries'
import { contactNotifyTo, publicServerUrl } from '../../lib/server/server-env'
import { smtpConfigured } from '../../lib/server/smtp-settings'
import { managePath } from '../booking-paths'
import { manageLinkToken } from '../manage-link'
import { type BookedAppointment, staffBookingEmail, visitorBookingEmail } from './booking-email'

export const BOOKING_EMAIL_TASK = 'sendBookingEmail'

export type BookingEmailRecipient = 'visitor' | 'staff'

async function bookedAppointment(payload: Payload, id: number): Promise<BookedAppointment | null> {
  const appointment = await payload.findByID({ collection: 'appointments', id, depth: 1, disableErrors: true })
  if (!appointment || typeof appointment.lead !== 'object' || !appointment.lead) return null
  const { lead } = appointment
  return {
    id: appointment.id,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    kind: appointment.kind,
    topic: appointment.topic,
    lead: { id: lead.id, firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone, email: lead.email },
  }
}

/** One e-mail about a booking made on the site, to the visitor or to staff, with the invitation. */
export async function sendBookingEmail(payload: Payload, input: { appointmentId: number; nonce: string; to: BookingEmailRecipient }) {
  if (!smtpConfigured()) throw new Error('Falta configurar SMTP: el correo de la cita se enviará cuando se configure.')
  const appointment = await bookedAppointment(payload, input.appointmentId)
  if (!appointment) return 'appointment-deleted'
  const [settings, timeZone] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { email: true, agencyName: true, address: true } }),
    loadAgencyTimeZone(payload),
  ])
  const siteUrl = publicServerUrl()
  const { token } = manageLinkToken(payload.secret, input.nonce)
  const emailSettings = {
    timeZone,
    siteUrl,
    agencyName: settings.agencyName ?? '',
    agencyEmail: settings.email ?? '',
    address: settings.address ?? '',
    manageUrl: `${siteUrl}${managePath(token)}`,
  }
  if (input.to === 'visitor') {
    if (!appointment.lead.email) return 'no-address'
    await payload.sendEmail({ to: appointment.lead.email, ...visitorBookingEmail(appointment, emailSettings) })
    return 'sent'
  }
  const recipient = contactNotifyTo() || settings.email
  if (!recipient) throw new Error('No hay destinatario: configure CONTACT_NOTIFY_TO o el email de «Datos de la agencia».')
  await payload.sendEmail({ to: recipient, ...staffBookingEmail(appointment, emailSettings) })
  return 'sent'
}

/** Queued with each booking (queue-booking-emails.ts); retried like the staff notifications. */
export const sendBookingEmailTask: TaskConfig<'sendBookingEmail'> = {
  slug: BOOKING_EMAIL_TASK,
  label: 'Enviar el correo de una cita agendada en el sitio',
  inputSchema: [
    { name: 'appointmentId', type: 'number', required: true },
    { name: 'nonce', type: 'text', required: true },
    { name: 'to', type: 'select', options: ['visitor', 'staff'], required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: NOTIFY_STAFF_ATTEMPTS - 1, backoff: { type: 'fixed', delay: NOTIFY_STAFF_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const result = await sendBookingEmail(req.payload, input as { appointmentId: number; nonce: string; to: BookingEmailRecipient })
    return { output: { result } }
  },
}
