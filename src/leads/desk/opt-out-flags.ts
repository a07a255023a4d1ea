import type { Where } from 'payload'
import type { Contact, OptOut } from '../../payload-types'
import { emailKey } from './duplicate-window'

/**
 * The one answer to "may we contact this lead?": a lead is 'No contactar' exactly when its phone
 * (by digits) or e-mail (without case) is on the 'no contactar' list (the opt-outs collection).
 * The lead keeps a copy of that answer (these four fields) so lists, counters, the CSV and the
 * e-mail can read and filter on it; the hooks keep the copy in step whenever a lead is stored or
 * changes its phone or e-mail, and whenever an entry is added to the list or deleted from it
 * (src/leads/desk/hooks/sync-listed-leads.ts).
 */
export type OptOutFlags = Pick<Contact, 'doNotContact' | 'doNotContactChannel' | 'doNotContactAt' | 'doNotContactBy'>

export const notOptedOut: OptOutFlags = { doNotContact: false, doNotContactChannel: null, doNotContactAt: null, doNotContactBy: null }

/** A lead on the list carries the date, channel and author of the earliest entry for its phone or e-mail. */
export const optOutFlagsOf = (entry: Pick<OptOut, 'channel' | 'createdAt' | 'byName'>): OptOutFlags => ({
  doNotContact: true,
  doNotContactChannel: entry.channel,
  doNotContactAt: entry.createdAt,
  doNotContactBy: entry.byName ?? null,
})

export type LeadIdentity = { phoneDigits: string | null | undefined; email: string | null | undefined }

/** The entries of the list that match a lead's phone or e-mail (null when it has neither). */
export function entriesMatching(identity: LeadIdentity): Where | null {
  const email = emailKey(identity.email)
  const same: Where[] = [
    ...(identity.phoneDigits ? [{ phoneDigits: { equals: identity.phoneDigits } }] : []),
    ...(email ? [{ email: { equals: email } }] : []),
  ]
  return same.length ? { or: same } : null
}

/** The leads an entry of the list covers, whenever they were stored (null when the entry has neither phone nor e-mail). */
export function leadsMatching(entry: Pick<OptOut, 'phoneDigits' | 'email'>): Where | null {
  const email = emailKey(entry.email)
  const same: Where[] = [
    ...(entry.phoneDigits ? [{ phoneDigits: { equals: entry.phoneDigits } }] : []),
    ...(email ? [{ emailKey: { equals: email } }] : []),
  ]
  return same.length ? { or: same } : null
}
