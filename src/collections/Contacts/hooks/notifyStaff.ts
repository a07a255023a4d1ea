import type { CollectionAfterChangeHook, Payload } from 'payload'
import { publicServerUrl } from '../../../lib/server-env'
import type { Contact } from '../../../payload-types'
import { contactNotificationEmail } from './contact-email'

async function notificationRecipient(payload: Payload): Promise<string | undefined> {
  if (process.env.CONTACT_NOTIFY_TO) return process.env.CONTACT_NOTIFY_TO
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.email || undefined
}

async function notify(payload: Payload, contact: Contact): Promise<void> {
  const to = await notificationRecipient(payload)
  if (!to) {
    payload.logger.warn({ msg: '[contacts] no recipient for the staff notification', contactId: contact.id })
    return
  }
  await payload.sendEmail({ to, ...contactNotificationEmail(contact, publicServerUrl()) })
}

/**
 * Tells staff about a new contact by e-mail. Detached from the request: the visitor's answer
 * never waits for the mail server, and a mail failure is logged, never raised.
 */
export const notifyStaff: CollectionAfterChangeHook<Contact> = ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { payload } = req
  setImmediate(() => {
    notify(payload, doc).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: '[contacts] staff notification failed', contactId: doc.id })
    })
  })
  return doc
}
