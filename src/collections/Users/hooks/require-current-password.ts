import { APIError, type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { loginThrottleCopy, passwordCopy } from '../../../copy/account-security'
import { clientIpOf } from '../../../lib/server/client-ip'
import { emailHash } from '../../../lib/server/email-hash'
import { accountKey, loginThrottle } from '../../../lib/server/login-throttle'
import { payloadSecret } from '../../../lib/server/server-env'
import { passwordMatches } from '../password-hash'

const refuse = (req: PayloadRequest, message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', label: 'Contraseña actual', message }] }, req.t)

/**
 * A signed-in session changes a password or an e-mail (its own, or, for an admin, anyone's)
 * only by giving its own current password: a session left open or stolen cannot take the
 * account over. The password is the session's own, checked against its stored hash, never
 * by signing in. Scripts and the seed (no session) are not asked. Guesses are throttled as
 * logins are, on the same counters (src/lib/server/login-throttle.ts): the session's account and the
 * client address, so an open session is no way around the login throttle.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const { currentPassword, ...rest } = data as { currentPassword?: unknown } & Record<string, unknown>
  if (operation !== 'update' || !req.user) return rest
  const changesPassword = typeof rest.password === 'string' && rest.password !== ''
  const changesEmail =
    typeof rest.email === 'string' &&
    rest.email.trim().toLowerCase() !==
      String(originalDoc?.email ?? '')
        .trim()
        .toLowerCase()
  if (!changesPassword && !changesEmail) return rest

  if (typeof currentPassword !== 'string' || currentPassword === '') throw refuse(req, passwordCopy.currentNeeded)
  const account = accountKey(req.user.email)
  const address = clientIpOf(req)
  const throttle = loginThrottle()
  const verdict = await throttle.check(account, address)
  if (!verdict.allowed) throw new APIError(loginThrottleCopy.tooManyAttempts(verdict.retryAfterSeconds), 429, null, true)

  const session = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  if (!session || !(await passwordMatches(currentPassword, session))) {
    const { failures, waitSeconds } = await throttle.recordFailure(account, address)
    req.payload.logger.warn({
      msg: 'wrong current password',
      ip: address,
      emailHash: emailHash(account, payloadSecret()),
      failures,
      waitSeconds,
    })
    throw refuse(req, passwordCopy.currentWrong)
  }
  await throttle.recordSuccess(account, address)
  return rest
}
