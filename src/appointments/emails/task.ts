import type { Payload, TaskConfig } from 'payload'
import { NOTIFY_STAFF_ATTEMPTS, NOTIFY_STAFF_RETRY_DELAY_MS } from '@/leads/public'
import { openToken } from '../../lib/server/sealed-link-token'
import { smtpConfigured } from '../../lib/server/smtp-settings'
import { managePath } from '../booking-paths'
import { appointmentView } from '../read/appointment-view'
import { agencyEmailSettings } from './agency-email-settings'
import { visitorBookingEmail } from './booking-email'

export const BOOKING_EMAIL_TASK = 'sendBookingEmail'

/** 'staff': jobs queued before staff got one e-mail per booking (the lead's notification); they send nothing now. */
export type BookingEmailRecipient = 'visitor' | 'staff'

/** The visitor's e-mail about a booking made on the site, with the invitation. */
export async function sendBookingEmail(payload: Payload, input: { appointmentId: number; sealedToken: string; to: BookingEmailRecipient }) {
  if (input.to === 'staff') return 'sent-as-the-lead-notification'
  if (!smtpConfigured()) throw new Error('Falta configurar SMTP: el correo de la cita se enviará cuando se configure.')
  const appointment = appointmentView(
    await payload.findByID({ collection: 'appointments', id: input.appointmentId, depth: 1, disableErrors: true }),
  )
  if (!appointment) return 'appointment-deleted'
  if (!appointment.lead.email) return 'no-address'
  const settings = await agencyEmailSettings(payload)
  const manageUrl = `${settings.siteUrl}${managePath(openToken(input.sealedToken))}`
  await payload.sendEmail({ to: appointment.lead.email, ...visitorBookingEmail(appointment, { ...settings, manageUrl }) })
  return 'sent'
}

/** Queued with each booking that gave an e-mail (queue-booking-emails.ts); retried like the staff notifications. */
export const sendBookingEmailTask: TaskConfig<'sendBookingEmail'> = {
  slug: BOOKING_EMAIL_TASK,
  label: 'Enviar el correo de una cita agendada en el sitio',
  inputSchema: [
    { name: 'appointmentId', type: 'number', required: true },
    { name: 'sealedToken', type: 'text', required: true },
    { name: 'to', type: 'select', options: ['visitor', 'staff'], required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  retries: { attempts: NOTIFY_STAFF_ATTEMPTS - 1, backoff: { type: 'fixed', delay: NOTIFY_STAFF_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const result = await sendBookingEmail(req.payload, input as { appointmentId: number; sealedToken: string; to: BookingEmailRecipient })
    return { output: { result } }
  },
}
