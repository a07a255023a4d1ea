import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { optOutStillListedMessage } from '../../../copy/admin'
import { phoneDigits } from '../../../lib/phone'
import { relationId } from '../../../lib/relation-id'
import type { Contact } from '../../../payload-types'
import { emailKey } from '../duplicate-window'
import { notOptedOut, type OptOutFlags, optOutFlagsOf } from '../opt-out-flags'
import { staffName } from '../staff-name'
import { findOptOut, findOriginalLead } from './find-matches'

/** Where the note typed in 'Añadir nota' waits for recordDeskChanges (it is never a column of the lead). */
export const NOTE_CONTEXT_KEY = 'deskNote'

function refuse(req: PayloadRequest, path: string, message: string): never {
  throw new ValidationError({ collection: 'contacts', errors: [{ path, message }] }, req.t)
}

/** Ticked by the signed-in staff member now (their tick also puts the phone and e-mail on the list, recordDeskChanges). */
const markedNow = (req: PayloadRequest, channel: Contact['doNotContactChannel']): OptOutFlags => ({
  doNotContact: true,
  doNotContactChannel: channel ?? 'otro',
  doNotContactAt: new Date().toISOString(),
  doNotContactBy: staffName(req.user),
})

const identityChanged = (next: Partial<Contact>, originalDoc: Partial<Contact> | undefined) =>
  Boolean(originalDoc) && (next.phoneDigits !== (originalDoc?.phoneDigits ?? '') || next.emailKey !== (originalDoc?.emailKey ?? ''))

async function accountName(req: PayloadRequest, id: number | null): Promise<string | null> {
  if (id === null) return null
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return account ? staffName(account) : null
}

/**
 * Keeps the desk's copies in step (name, phone digits, assignee's name), dates and signs a
 * 'no contactar', and on a new lead links the original it duplicates; a lead whose phone or
 * e-mail is on the 'no contactar' list is flagged with that entry (opt-out-flags.ts).
 */
export const prepareDeskFields: CollectionBeforeChangeHook<Contact> = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const next: Partial<Contact> = { ...data }
  next.fullName = `${merged.firstName ?? ''} ${merged.lastName ?? ''}`.trim()
  next.phoneDigits = phoneDigits(merged.phone)
  next.emailKey = emailKey(merged.email)

  const assigneeId = relationId(merged.assignee)
  if (operation === 'create' || assigneeId !== relationId(originalDoc?.assignee)) next.assigneeName = await accountName(req, assigneeId)

  const note = typeof data.newNote === 'string' ? data.newNote.trim() : ''
  delete next.newNote
  if (note) req.context[NOTE_CONTEXT_KEY] = note

  if (operation === 'create') {
    const identity = { phoneDigits: next.phoneDigits, email: merged.email }
    const now = new Date()
    const [original, listed] = await Promise.all([findOriginalLead(req, identity, now), findOptOut(req, identity)])
    next.duplicateOf = original?.id ?? null
    if (listed) Object.assign(next, optOutFlagsOf(listed))
    else if (merged.doNotContact) Object.assign(next, markedNow(req, merged.doNotContactChannel))
    return next
  }

  const identity = { phoneDigits: next.phoneDigits, email: merged.email }
  if (merged.doNotContact && !originalDoc?.doNotContact) {
    if (!merged.doNotContactChannel) refuse(req, 'doNotContactChannel', 'Indique el medio por el que pidió no ser contactado.')
    Object.assign(next, markedNow(req, merged.doNotContactChannel))
  } else if (!merged.doNotContact && originalDoc?.doNotContact) {
    // The flag follows the list: while the phone or e-mail is on it, the lead stays 'No contactar'.
    if (await findOptOut(req, identity)) refuse(req, 'doNotContact', optOutStillListedMessage)
    Object.assign(next, notOptedOut)
  } else if (!merged.doNotContact && identityChanged(next, originalDoc)) {
    // An admin corrected the phone or e-mail: the new one may be on the list.
    const listed = await findOptOut(req, identity)
    if (listed) Object.assign(next, optOutFlagsOf(listed))
  }
  return next
}
