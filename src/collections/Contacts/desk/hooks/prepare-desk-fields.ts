import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { emailKey } from '../../../../lib/duplicate-window'
import { phoneDigits } from '../../../../lib/phone'
import { staffName } from '../../../../lib/staff-name'
import type { Contact } from '../../../../payload-types'
import { findOptOut, findOriginalLead } from './find-matches'

/** Where the note typed in 'Añadir nota' waits for recordDeskChanges (it is never a column of the lead). */
export const NOTE_CONTEXT_KEY = 'deskNote'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

async function accountName(req: Parameters<CollectionBeforeChangeHook>[0]['req'], id: number | null): Promise<string | null> {
  if (id === null) return null
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  return account ? staffName(account) : null
}

/**
 * Keeps the desk's copies in step (name, phone digits, assignee's name), dates and signs a
 * 'no contactar', and on a new lead links the original it duplicates and flags it when its phone
 * or e-mail is on the 'no contactar' list.
 */
export const prepareDeskFields: CollectionBeforeChangeHook<Contact> = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const next: Partial<Contact> = { ...data }
  next.fullName = `${merged.firstName ?? ''} ${merged.lastName ?? ''}`.trim()
  next.phoneDigits = phoneDigits(merged.phone)
  next.emailKey = emailKey(merged.email)

  const assigneeId = idOf(merged.assignee)
  if (operation === 'create' || assigneeId !== idOf(originalDoc?.assignee)) next.assigneeName = await accountName(req, assigneeId)

  const note = typeof data.newNote === 'string' ? data.newNote.trim() : ''
  delete next.newNote
  if (note) req.context[NOTE_CONTEXT_KEY] = note

  if (merged.doNotContact && !originalDoc?.doNotContact && operation === 'update') {
    if (!merged.doNotContactChannel) {
      throw new ValidationError(
        {
          collection: 'contacts',
          errors: [{ path: 'doNotContactChannel', message: 'Indique el medio por el que pidió no ser contactado.' }],
        },
        req.t,
      )
    }
    next.doNotContactAt = new Date().toISOString()
    next.doNotContactBy = staffName(req.user)
  }
  if (!merged.doNotContact && originalDoc?.doNotContact) {
    next.doNotContactAt = null
    next.doNotContactBy = null
  }

  if (operation === 'create') {
    const identity = { phoneDigits: next.phoneDigits, email: merged.email }
    const now = new Date()
    const [original, optOut] = await Promise.all([findOriginalLead(req, identity, now), findOptOut(req, identity)])
    next.duplicateOf = original?.id ?? null
    if (optOut) {
      next.doNotContact = true
      next.doNotContactChannel = optOut.channel
      next.doNotContactAt = optOut.createdAt
      next.doNotContactBy = optOut.byName ?? null
    } else if (merged.doNotContact) {
      next.doNotContactAt = now.toISOString()
      next.doNotContactBy = staffName(req.user)
    }
  }
  return next
}
