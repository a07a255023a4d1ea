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
