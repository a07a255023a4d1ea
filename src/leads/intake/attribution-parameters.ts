/**
 * The campaign parameters first-touch attribution keeps, without the validation code: the
 * site's pages check for them on every landing, so this stays a few bytes (no zod).
 */
export const attributionParameters = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  fbclid: 'fbclid',
} as const

export type AttributionParameter = keyof typeof attributionParameters
export type AttributionKey = (typeof attributionParameters)[AttributionParameter]

/** The name under which the browser keeps the first touch (sessionStorage: this tab, this visit). */
export const ATTRIBUTION_STORAGE_KEY = 'agencia:first-touch'

export const hasAttributionParameter = (search: URLSearchParams) => Object.keys(attributionParameters).some((name) => search.has(name))

/** The hidden field a plain form (the booking form) carries the first touch in, as JSON. */
export const ATTRIBUTION_FIELD = 'attribution'
