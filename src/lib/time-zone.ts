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
