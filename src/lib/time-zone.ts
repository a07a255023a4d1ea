/** The agency's zone when none is set: Florida, Georgia and South Carolina keep Eastern time. */
export const DEFAULT_AGENCY_TIME_ZONE = 'America/New_York'

/** An IANA zone name Node knows, such as 'America/Chicago' ('UTC' included; offsets and 'EST' are not). */
export function isIanaTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value)
}

/** The configured zone, or the default when it is empty or unknown (a stale setting never breaks a message). */
export function agencyTimeZone(configured: string | null | undefined): string {
  const zone = configured?.trim()
  return zone && isIanaTimeZone(zone) ? zone : DEFAULT_AGENCY_TIME_ZONE
}

/** 'lunes, 23 de noviembre de 2026, 9:05 a.m. EST': a stored instant as staff read the clock in the agency's zone. */
export function formatSpanishDateTime(
  value: string | Date,
  timeZone: string,
  { zoneName = 'short' }: { zoneName?: 'short' | 'long' } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('es-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: zoneName,
  }).format(date)
}
