/**
 * The one reader of the agency's time-zone setting (Datos de la agencia → Zona horaria). Every
 * date staff or visitors see is computed in this zone; the pure date code in src/lib takes it
 * as a parameter. An empty or unknown setting gives the default (src/lib/time-zone.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import { agencyTimeZone } from '../lib/time-zone'

/** The agency's IANA time zone; pass `req` inside a hook or endpoint so the read joins its transaction. */
export async function loadAgencyTimeZone(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { timeZone: true }, req })
  return agencyTimeZone(settings.timeZone)
}
