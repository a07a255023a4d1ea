/**
 * First-touch attribution: the campaign parameters a visitor landed with, kept for the tab's
 * session and sent with the contact. The one definition of what a valid value is, shared by the
 * browser (which keeps only valid values) and the server (which refuses anything else).
 */
import * as z from 'zod/mini'

import { leadIntakeMessages } from '../../copy/lead-intake'
import { type AttributionKey, type AttributionParameter, attributionParameters } from './attribution-parameters'

export const attributionLimits = { campaignText: 150, clickId: 512, path: 512, host: 253 } as const

const message = leadIntakeMessages.attribution
// Campaign names are free text people type into ad tools; control characters and markup never belong.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
const campaignUnsafe = /[\u0000-\u001f\u007f<>"`\\]/
// Google's and Meta's click identifiers are URL-safe tokens.
const clickIdPattern = /^[A-Za-z0-9_\-.~]+$/
const pathPattern = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/
const hostPattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

const campaignText = z.string({ error: message }).check(
  z.minLength(1, message),
  z.maxLength(attributionLimits.campaignText, message),
  z.refine((value) => !campaignUnsafe.test(value), message),
)
const clickId = z.string({ error: message }).check(z.maxLength(attributionLimits.clickId, message), z.regex(clickIdPattern, message))

/** A path of the site's own (where a visitor landed, or sent the form from). */
export const sitePath = z.string({ error: message }).check(z.maxLength(attributionLimits.path, message), z.regex(pathPattern, message))

export const attributionSchema = z.object({
  utmSource: z.optional(campaignText),
  utmMedium: z.optional(campaignText),
  utmCampaign: z.optional(campaignText),
  utmTerm: z.optional(campaignText),
  utmContent: z.optional(campaignText),
  gclid: z.optional(clickId),
  gbraid: z.optional(clickId),
  wbraid: z.optional(clickId),
  fbclid: z.optional(clickId),
  landingPath: z.optional(sitePath),
  referrerHost: z.optional(z.string({ error: message }).check(z.regex(hostPattern, message))),
  firstVisitAt: z.optional(z.iso.datetime({ error: message })),
})

export type Attribution = z.infer<typeof attributionSchema>

function validField<K extends keyof Attribution>(key: K, value: unknown): value is NonNullable<Attribution[K]> {
  return attributionSchema.shape[key].safeParse(value).success && value !== undefined
}

/**
 * The attribution of a landing, or null when the address carries no campaign parameter (an
 * ordinary visit records nothing). Values that would not pass the schema are left out, so a
 * mangled ad link never costs the visitor their submission.
 */
export function attributionFromLanding(url: URL, referrer: string, now: Date): Attribution | null {
  const found: Attribution = {}
  for (const [parameter, key] of Object.entries(attributionParameters) as [AttributionParameter, AttributionKey][]) {
    const value = url.searchParams.get(parameter)?.trim()
    if (value && validField(key, value)) found[key] = value
  }
  if (Object.keys(found).length === 0) return null
  if (validField('landingPath', url.pathname)) found.landingPath = url.pathname
  const referrerHost = URL.canParse(referrer) ? new URL(referrer).hostname.toLowerCase() : ''
  if (referrerHost && referrerHost !== url.hostname.toLowerCase() && validField('referrerHost', referrerHost))
    found.referrerHost = referrerHost
  found.firstVisitAt = now.toISOString()
  return found
}

/** What the browser kept, read back defensively: anything stored that no longer validates is dropped. */
export function parseStoredAttribution(stored: string | null): Attribution | null {
  if (!stored) return null
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(stored))
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The first touch as a plain form carries it (the booking form's hidden field, filled by the page's
 * scripts): JSON, or nothing. A value that does not pass the schema is left out rather than costing
 * the visitor their booking.
 */
export const attributionFromFormField = (value: string): Attribution | undefined => parseStoredAttribution(value) ?? undefined
