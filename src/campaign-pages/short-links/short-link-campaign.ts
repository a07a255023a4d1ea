/**
 * The campaign parameters a short link adds to its destination (`/radio` → `…?utm_source=radio`),
 * in the order they are added. Lower-case letters, digits, `-`, `_` and `.` only: the values reach
 * reports as written, and «Radio» and «radio» would count as two campaigns.
 */
export const CAMPAIGN_PARAMETERS = [
  { name: 'utm_source', maxLength: 40 },
  { name: 'utm_medium', maxLength: 40 },
  { name: 'utm_campaign', maxLength: 60 },
  { name: 'utm_content', maxLength: 60 },
] as const

export type CampaignParameterName = (typeof CAMPAIGN_PARAMETERS)[number]['name']

/** A redirect's «Campaña» group as stored (every value optional). */
export type ShortLinkCampaign = Partial<Record<CampaignParameterName, string | null>>

export const CAMPAIGN_VALUE_PATTERN = /^[a-z0-9._-]+$/
