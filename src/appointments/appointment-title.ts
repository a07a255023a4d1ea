import { spanishShortDateTime } from '../lib/spanish-time'

/** What no client name can be shown for (a lead deleted or nameless): still a title, not an empty one. */
const UNNAMED_CLIENT = 'Cliente sin nombre'

/**
 * An appointment as staff find it in lists and pickers: the client and the time on the agency's
 * clock, «Ana Pérez — 30 nov 2026, 12:30 p. m.», never the stored UTC instant.
 */
export function appointmentTitle(clientName: string | null | undefined, startsAt: string | Date, timeZone: string): string {
  const client = clientName?.trim() || UNNAMED_CLIENT
  const when = spanishShortDateTime(startsAt, timeZone)
  return when ? `${client} — ${when}` : client
}
