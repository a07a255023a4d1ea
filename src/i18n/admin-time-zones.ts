import type { Timezone } from 'payload'

import { DEFAULT_AGENCY_TIME_ZONE } from '../lib/time-zone'

/**
 * The zones the admin offers (the date fields' and «Programar publicación»'s «Zona horaria»), in Spanish:
 * the states an agency in the US serves, not Payload's 47 world zones in English. «Programar
 * publicación» preselects the agency's own zone (src/campaign-pages/admin/SchedulePublishControl.tsx).
 */
export const adminTimeZones: Timezone[] = [
  { value: 'America/New_York', label: 'Hora del Este (Florida, Georgia, Nueva York)' },
  { value: 'America/Chicago', label: 'Hora del Centro (Illinois, Texas)' },
  { value: 'America/Denver', label: 'Hora de la Montaña (Colorado, Utah)' },
  { value: 'America/Phoenix', label: 'Hora de Arizona (sin horario de verano)' },
  { value: 'America/Los_Angeles', label: 'Hora del Pacífico (California, Washington)' },
  { value: 'America/Anchorage', label: 'Hora de Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hora de Hawái' },
  { value: 'America/Puerto_Rico', label: 'Hora del Atlántico (Puerto Rico)' },
]

/** The list with the agency's zone in it, also when it is one the list does not name (by its IANA name). */
export function adminTimeZonesWith(agencyZone: string): Timezone[] {
  if (adminTimeZones.some((zone) => zone.value === agencyZone)) return adminTimeZones
  return [...adminTimeZones, { value: agencyZone, label: `Hora de ${agencyZone}` }]
}

export const adminTimeZoneConfig = { supportedTimezones: adminTimeZones, defaultTimezone: DEFAULT_AGENCY_TIME_ZONE }
