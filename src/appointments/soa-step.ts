import type { Payload } from 'payload'

import { appointmentByLink } from '../content/booking'
import { createSigningLink } from '../records/create-signing-link'

/** Medicare appointments need the beneficiary's Scope of Appointment before they take place. */
export const needsScopeOfAppointment = (topic: string): boolean => topic === 'medicare'

/**
 * The SOA step after a Medicare booking: a fresh signing link for the appointment the visitor's
 * own link names (`/firmar/<token>`, the SOA naming the staff member who will attend), made when
 * the visitor asks for it, so reloading the confirmation never mints links. Null when that link
 * no longer works or the appointment needs no SOA.
 */
export async function soaPathForBooking(payload: Payload, manageToken: string): Promise<string | null> {
  const appointment = await appointmentByLink(manageToken, new Date(), payload)
  if (!appointment || !needsScopeOfAppointment(appointment.topic)) return null
  const stored = await payload.findByID({ collection: 'appointments', id: appointment.id, depth: 0, overrideAccess: true })
  const attendee = typeof stored.assignedTo === 'object' ? stored.assignedTo?.id : stored.assignedTo
  const link = await createSigningLink(payload, {
    lead: appointment.lead.id,
    purpose: 'soa',
    agent: attendee ?? null,
    appointmentId: appointment.id,
    email: false,
  })
  return new URL(link.url).pathname
}
