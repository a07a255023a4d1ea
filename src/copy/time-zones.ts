/** The agency's zone as visitors and staff name it, the same in winter and summer; an unlisted zone is shown by its IANA name. */
const zoneNames: Record<string, string> = {
  'America/New_York': 'hora del Este',
  'America/Detroit': 'hora del Este',
  'America/Chicago': 'hora del Centro',
  'America/Denver': 'hora de la Montaña',
  'America/Phoenix': 'hora de la Montaña',
  'America/Los_Angeles': 'hora del Pacífico',
  'America/Puerto_Rico': 'hora del Atlántico',
  UTC: 'hora UTC',
}

export const spanishZoneName = (timeZone: string): string => zoneNames[timeZone] ?? `hora de ${timeZone}`
