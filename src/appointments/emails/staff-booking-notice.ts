import type { Payload } from 'payload'

import type { EmailSettings } from '@/leads/public'
import type { Contact } from '../../payload-types'
import { appointmentView } from '../read/appointment-view'
import { agencyEmailSettings } from './agency-email-settings'
import { staffBookingEmail } from './booking-email'

/**
 * The staff notification of a lead who booked on the site: the booking e-mail (when, what, the
 * invitation), or null when its appointment is gone (the lead's plain notification then).
 */
export async function staffBookingNotice(payload: Payload, contact: Contact, settings: EmailSettings) {
  const { docs } = await payload.find({
    collection: 'appointments',
    where: { lead: { equals: contact.id }, bookedBy: { equals: 'sitio' } },
    sort: 'createdAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const appointment = appointmentView(docs[0])
  if (!appointment) return null
  return staffBookingEmail(appointment, contact, { ...(await agencyEmailSettings(payload)), ...settings })
}
