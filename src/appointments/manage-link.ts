import { createHmac, randomBytes } from 'node:crypto'

import { hashLinkToken, type LinkToken } from '../lib/server/link-token'

/**
 * The visitor's link to reschedule or cancel. Like every link (src/lib/server/link-token.ts) it
 * is 32 unguessable bytes of which only the SHA-256 is stored. It is not drawn by newLinkToken:
 * the e-mails that carry it go out later, from the jobs queue, and must rebuild it without it
 * ever being written down. So it is an HMAC, keyed by Payload's secret, of a random nonce (the
 * nonce travels in the job's input): a copy of the database alone, nonce included, still cannot
 * produce a working link. The hash is known before the appointment is inserted, so it is written
 * with it: a second write of the row would wait on a simultaneous booking's pending row
 * (the exclusion constraint) while that one waits on this one, a deadlock.
 */
export const newManageNonce = (): string => randomBytes(16).toString('hex')

export function manageLinkToken(secret: string, nonce: string): LinkToken {
  const token = createHmac('sha256', secret).update(`cita:${nonce}`).digest('base64url')
  return { token, tokenHash: hashLinkToken(token) }
}
