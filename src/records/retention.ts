/**
 * Signed records are kept 10 years from signing: the SOA under 42 CFR 422.2274(c)(12) and
 * 422.504(d) (MA organizations and their agents keep records 10 years), the Marketplace consent
 * and the application review under 45 CFR 155.220(j)(2)(iii) and (iv) ("maintain ... for a minimum
 * of ten years"). The database refuses their deletion before then (the migration's trigger).
 */
export const RETENTION_YEARS = 10

export function retainUntilFor(signedAt: Date): Date {
  const until = new Date(signedAt)
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS)
  return until
}

/** A link to sign is valid this long after it is sent. */
export const LINK_VALID_DAYS = 14

/**
 * A signed Marketplace consent's link shows the record and its rescission this long after
 * signing, then opens nothing: a forwarded or leaked link stops being a way in. Long enough to
 * cover the first weeks of help (the application, the plan choice); later rescissions go through
 * a fresh link staff send to the address on file, or by phone (docs/signed-records.md).
 */
export const CONSENT_PAGE_DAYS = 30

export const consentPageOpen = (signedAt: string, now: Date): boolean =>
  new Date(signedAt).getTime() + CONSENT_PAGE_DAYS * 24 * 60 * 60 * 1000 > now.getTime()
