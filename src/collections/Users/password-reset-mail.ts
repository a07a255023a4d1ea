import type { Payload } from 'payload'

import { emailHash } from '../../lib/server/email-hash'
import { payloadSecret } from '../../lib/server/server-env'

/**
 * Sends the password-reset e-mail after the request has been answered, so the answer takes
 * the same time whether or not the account exists (and never waits for the mail server).
 * Payload's own operation does the work: it finds the account (none: nothing is sent), keeps
 * its one-request-per-15-seconds rule, stores the token and sends the e-mail. A failure is
 * logged, never shown. One small unit on purpose: it becomes a queued job when the site gets
 * Payload's jobs queue.
 */
export function sendPasswordResetInBackground(payload: Payload, email: string): void {
  setImmediate(() => {
    payload.forgotPassword({ collection: 'users', data: { email } }).catch((error: unknown) => {
      payload.logger.error({ err: error, msg: 'password reset e-mail failed', emailHash: emailHash(email, payloadSecret()) })
    })
  })
}
