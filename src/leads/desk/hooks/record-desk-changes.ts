import type { CollectionAfterChangeHook, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { relationId } from '../../../lib/relation-id'
import type { Contact } from '../../../payload-types'
import { optOutChannelLabel } from '../opt-out-channels'
import { staffName } from '../staff-name'
import { findOptOut } from './find-matches'
import { NOTE_CONTEXT_KEY } from './prepare-desk-fields'

type EventData = RequiredDataFromCollectionSlug<'lead-events'>

/**
 * Who a change made without a signed-in account is by (the visitor's own booking link sets the
 * status «Cita agendada»: src/appointments/hooks/record-appointment-history.ts).
 */
export const DESK_AUTHOR_CONTEXT_KEY = 'deskAuthorName'

/** The same moment however it is written ('…Z' or '…+00:00'); no date is null. */
const timeOf = (value: string | null | undefined): number | null => (value ? new Date(value).getTime() : null)

/** The lines a save adds to the lead's history: status, assignee, 'no contactar', follow-up, the typed note. */
function changesOf(doc: Contact, previous: Partial<Contact> | undefined, note: string | null): Omit<EventData, 'contact'>[] {
  const lines: Omit<EventData, 'contact'>[] = []
  if (previous?.status && previous.status !== doc.status) lines.push({ kind: 'estado', fromStatus: previous.status, toStatus: doc.status })
  if (previous && relationId(previous.assignee) !== relationId(doc.assignee)) {
    lines.push({ kind: 'responsable', fromAssigneeName: previous.assigneeName ?? null, toAssigneeName: doc.assigneeName ?? null })
  }
  if (previous && Boolean(previous.doNotContact) !== Boolean(doc.doNotContact)) {
    lines.push({
      kind: 'no-contactar',
      note: doc.doNotContact ? `Pidió no ser contactado (${optOutChannelLabel(doc.doNotContactChannel)}).` : 'Se quitó «No contactar».',
    })
  }
  if (previous && timeOf(previous.followUpAt) !== timeOf(doc.followUpAt)) {
    lines.push({ kind: 'seguimiento', fromFollowUpAt: previous.followUpAt ?? null, toFollowUpAt: doc.followUpAt ?? null })
  }
  if (note) lines.push({ kind: 'nota', note })
  return lines
}

/** A lead newly marked 'no contactar' puts its phone and e-mail on the list, so every lead with them is flagged. */
async function addToOptOutList(req: PayloadRequest, doc: Contact) {
  await req.payload.create({
    collection: 'opt-outs',
    data: { phone: doc.phone, email: doc.email, channel: doc.doNotContactChannel ?? 'otro', contact: doc.id },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Writes who changed what on a lead, and when, in its history (the lead-events collection). */
export const recordDeskChanges: CollectionAfterChangeHook<Contact> = async ({ doc, previousDoc, operation, req }) => {
  const note = typeof req.context[NOTE_CONTEXT_KEY] === 'string' ? (req.context[NOTE_CONTEXT_KEY] as string) : null
  delete req.context[NOTE_CONTEXT_KEY]
  const previous = operation === 'update' ? previousDoc : undefined
  const contextAuthor = req.context[DESK_AUTHOR_CONTEXT_KEY]
  const author = req.user
    ? { author: req.user.id, authorName: staffName(req.user) }
    : typeof contextAuthor === 'string'
      ? { authorName: contextAuthor }
      : {}
  for (const line of changesOf(doc, previous, note)) {
    await req.payload.create({
      collection: 'lead-events',
      data: { ...line, ...author, contact: doc.id },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  if (operation === 'update' && doc.doNotContact && !previousDoc?.doNotContact) await addToOptOutList(req, doc)
  // Entered already ticked by staff: on the list too, unless the list is what flagged it.
  if (operation === 'create' && doc.doNotContact && !(await findOptOut(req, { phoneDigits: doc.phoneDigits, email: doc.email }))) {
    await addToOptOutList(req, doc)
  }
  return doc
}
