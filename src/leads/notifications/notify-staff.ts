import type { CollectionAfterChangeHook } from 'payload'
import type { Contact } from '../../payload-types'
import { NOTIFY_STAFF_TASK } from './task-slug'

/**
 * Queues the staff e-mail for every new contact, whatever created it (the form, the form
 * without JavaScript, a voice call, staff). The job is written with the hook's `req`, so in the
 * contact's own transaction: both are stored or neither is, and a crash right after the answer
 * loses no notification. The server's job runner sends it and retries it (src/jobs).
 */
export const notifyStaff: CollectionAfterChangeHook<Contact> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: NOTIFY_STAFF_TASK, input: { contactId: doc.id }, req })
  return doc
}
