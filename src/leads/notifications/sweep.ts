import type { Payload } from 'payload'

import { publicServerUrl } from '../../lib/server/server-env'
import { deliverStaffNotification, SendInProgress, settings } from './deliver'
import { contactDigestEmail } from './digest-email'
import { recordSentTogether, releaseSendLeases, takeSendLeases, waitingNotificationIds } from './waiting'

/**
 * Up to this many e-mails waiting at once go out one by one; more make one digest. At the
 * runner's 5-second tick that is more than two leads a second, which only a flood reaches
 * (a burst of ten, as after an SMTP outage, still gets ten e-mails).
 */
export const DIGEST_ABOVE = 10
/** Leads per digest e-mail, and digests per sweep: a sweep is bounded, the next job sweeps on. */
export const DIGEST_MAX_LEADS = 100
const DIGESTS_PER_SWEEP = 5

/**
 * Sends every staff e-mail still waiting, not only the job's own. Payload runs 20 jobs every
 * 5 seconds, so a flood of 200 leads queued ahead of a real one delayed the real one's e-mail
 * by 50 s; now the first job of each run sends whatever waits, and the jobs behind it find
 * their e-mail sent. Each contact's job stays its guarantee: a lead swept here is recorded
 * sent; one whose send failed keeps its job and its retries. The send lease (send-lease.ts)
 * keeps each e-mail single when runs overlap.
 */
export async function sendWaitingNotifications(payload: Payload): Promise<void> {
  const waiting = await waitingNotificationIds(payload, DIGEST_ABOVE + 1)
  if (waiting.length === 0) return
  if (waiting.length <= DIGEST_ABOVE) {
    for (const id of waiting) {
      try {
        await deliverStaffNotification(payload, id)
      } catch (error) {
        // Another run is sending it: go on. A failed send (mail server down): stop, each job retries its own.
        if (!(error instanceof SendInProgress)) return
      }
    }
    return
  }
  for (let digest = 0; digest < DIGESTS_PER_SWEEP; digest++) {
    const ids = await waitingNotificationIds(payload, DIGEST_MAX_LEADS)
    if (ids.length <= DIGEST_ABOVE) return
    if (!(await sendDigest(payload, ids))) return
  }
}

/** One e-mail for the contacts whose leases this run takes; false when it could not be sent. */
async function sendDigest(payload: Payload, ids: number[]): Promise<boolean> {
  const leased = await takeSendLeases(payload, ids)
  if (leased.length === 0) return true
  try {
    const { docs: contacts } = await payload.find({
      collection: 'contacts',
      where: { id: { in: leased } },
      sort: 'createdAt',
      limit: leased.length,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const { recipient, timeZone } = await settings(payload)
    if (!recipient) throw new Error('No hay destinatario: configure CONTACT_NOTIFY_TO o el email de «Datos de la agencia».')
    const email = contactDigestEmail(contacts, { adminUrl: publicServerUrl(), timeZone })
    const domain = new URL(publicServerUrl()).hostname || 'agencia.example'
    const messageId = `<contactos-${leased[0]}-${leased[leased.length - 1]}-${leased.length}@${domain}>`
    await payload.sendEmail({ to: recipient, ...email, headers: { 'Message-ID': messageId } })
  } catch (error) {
    await releaseSendLeases(payload, leased)
    payload.logger.warn({ msg: '[notify-staff] digest not sent; each contact keeps its own job', contacts: leased.length, err: error })
    return false
  }
  await recordSentTogether(payload, leased, 'sent')
  payload.logger.info({ msg: '[notify-staff] digest sent', contacts: leased.length })
  return true
}
