import type { PayloadRequest } from 'payload'

/**
 * Who is entering a new contact, which decides the rules it is checked against:
 * - visitor: the site's public entry points (the JSON form and the form without JavaScript),
 *   anonymous; the endpoints add honeypot, address limit and the web-form consent record;
 * - staff: any signed-in create (the admin, REST with a session or a token, the Local API with a
 *   user), whatever its body says: a staff entry with a staff source and who entered it. A signed-in
 *   request can never make a web-form or voice lead (issue 22 item 3: it stored the form's consent
 *   text with the staff member's address, indistinguishable from a visitor's opt-in);
 * - voice: the voice webhook, which marks its Local API call with VOICE_LEAD_CONTEXT.
 * Request context is set only by server code (Local API), never from an HTTP request.
 */
export type LeadEntry = 'visitor' | 'staff' | 'voice'

export const VOICE_LEAD_CONTEXT = 'voiceLead'

/**
 * A visitor booking an appointment (src/appointments/book-appointment.ts): still a visitor entry
 * (the form's consent is recorded as for the form), checked with the booking's schema (e-mail
 * optional) and stored with the booking's source. Set only by server code, like the voice one.
 */
export const BOOKING_LEAD_CONTEXT = 'bookingLead'

export function leadEntryOf(req: PayloadRequest): LeadEntry {
  if (req.context?.[VOICE_LEAD_CONTEXT] === true) return 'voice'
  if (req.user) return 'staff'
  return 'visitor'
}
