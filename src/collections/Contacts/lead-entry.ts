import type { PayloadRequest } from 'payload'

/**
 * Who is entering a new contact, which decides the rules it is checked against:
 * - visitor: the site's forms (consent box, visitor fields; the endpoints add honeypot and limits);
 * - staff: a logged-in user entering a phone call or walk-in in the admin, which has no consent
 *   box (a logged-in staff member trying the public form sends its consent box: a visitor);
 * - voice: the voice webhook, which marks its Local API call with VOICE_LEAD_CONTEXT.
 * Request context is set only by server code (Local API), never from an HTTP request.
 */
export type LeadEntry = 'visitor' | 'staff' | 'voice'

export const VOICE_LEAD_CONTEXT = 'voiceLead'

export function leadEntryOf(req: PayloadRequest, data: Record<string, unknown>): LeadEntry {
  if (req.context?.[VOICE_LEAD_CONTEXT] === true) return 'voice'
  if (req.user && data.consent !== true) return 'staff'
  return 'visitor'
}
