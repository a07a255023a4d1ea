import { AuthenticationError, type Endpoint, headersWithCors, type PayloadRequest } from 'payload'

import { loginThrottleCopy } from '../../../copy/account-security'
import { clientIpOf } from '../../../lib/server/client-ip'
import { emailHash } from '../../../lib/server/email-hash'
import { accountKey, loginThrottle } from '../../../lib/server/login-throttle'
import { isRememberedDevice, rememberedDeviceCookie } from '../../../lib/server/remembered-device'
import { isProduction, payloadSecret } from '../../../lib/server/server-env'
import { spendPasswordCheckTime } from '../password-hash'
import { emailInLoginBody, inFrontOfPayload, inSessionTurn } from './sessions-in-turn'

/*
 * POST /api/users/login (the admin's login form posts here too), in front of Payload's own:
 * - the throttle (src/lib/server/login-throttle.ts) answers 429 while the address must wait;
 * - a failed login costs the same time and gets the same answer whether the account exists or
 *   not: Payload returns at once for an unknown e-mail, so the password check's work is done anyway;
 * - a failure is logged once, at warn, with the client address and a hash of the e-mail;
 * - a success marks the device (src/lib/server/remembered-device.ts), so that the owner gets past the
 *   account's ceiling from any address later, while strangers guess the account.
 * Payload's own lockout is off (maxLoginAttempts: 0): it let anyone lock any account.
 */
async function accountExists(req: PayloadRequest, account: string): Promise<boolean> {
  if (!account) return false
  return (await req.payload.db.count({ collection: 'users', where: { email: { equals: account } } })).totalDocs > 0
}

function tooManyAttempts(req: PayloadRequest, retryAfterSeconds: number): Response {
  const headers = headersWithCors({ headers: new Headers({ 'Retry-After': String(retryAfterSeconds) }), req })
  return Response.json({ errors: [{ message: loginThrottleCopy.tooManyAttempts(retryAfterSeconds) }] }, { status: 429, headers })
}

export const throttledLogin: Endpoint = inFrontOfPayload('/login', async (req, handOn) => {
  const account = accountKey(await emailInLoginBody(req))
  const address = clientIpOf(req)
  const throttle = loginThrottle()
  const logFields = () => ({ ip: address, emailHash: emailHash(account, payloadSecret()) })

  return inSessionTurn(account, async () => {
    const rememberedDevice = isRememberedDevice(req.headers.get('cookie'), account, { secret: payloadSecret() })
    const verdict = await throttle.check(account, address, { rememberedDevice })
    if (!verdict.allowed) {
      req.payload.logger.warn({ msg: 'login refused: address must wait', ...logFields(), retryAfterSeconds: verdict.retryAfterSeconds })
      return tooManyAttempts(req, verdict.retryAfterSeconds)
    }
    const exists = await accountExists(req, account)
    try {
      const response = await handOn(req)
      if (!response.ok) return response
      await throttle.recordSuccess(account, address)
      const marked = new Response(response.body, response)
      marked.headers.append('Set-Cookie', rememberedDeviceCookie(account, { secret: payloadSecret(), secure: isProduction() }))
      return marked
    } catch (error) {
      if (error instanceof AuthenticationError) {
        if (!exists) await spendPasswordCheckTime()
        const { failures, waitSeconds } = await throttle.recordFailure(account, address)
        req.payload.logger.warn({ msg: 'failed login', ...logFields(), failures, waitSeconds })
      }
      throw error
    }
  })
})
