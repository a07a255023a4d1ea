import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { siteAccountLock } from '../../../db/account-turn-lock'
import { createTurnQueue } from '../../../lib/one-at-a-time'
import { redisUrl } from '../../../lib/server/redis'
import { payloadsOwnHandler } from '../../payloads-own-endpoint'
import { endPreview } from './end-preview'

/*
 * Payload 3.90 rewrites an account's whole session list on every login, logout and token
 * refresh (payloadcms/payload#18132). Two of these for one account at the same moment
 * keep only the last writer's list: a staff member signing in on the phone and the
 * computer at once is silently signed out of one, and a logout can be undone by a
 * login. Until that is fixed upstream, these requests take turns per account here, and
 * Payload's own handler does the work. With several instances (REDIS_URL set) a turn is also a
 * Postgres lock (src/db/account-turn-lock.ts), so turns hold across instances.
 */
const inTurn = createTurnQueue()
const ourHandlers = new Set<PayloadHandler>()

/** The e-mail a login is for, read from a copy so Payload can still read the body. */
export async function emailInLoginBody(req: PayloadRequest): Promise<string> {
  try {
    const copy = req.clone?.()
    if (!copy) return ''
    const contentType = copy.headers.get('content-type') ?? ''
    if (contentType.startsWith('application/json')) return String(((await copy.json()) as { email?: unknown }).email ?? '')
    if (contentType.startsWith('multipart/form-data')) {
      const formPayload = (await copy.formData()).get('_payload')
      if (typeof formPayload === 'string') return String((JSON.parse(formPayload) as { email?: unknown }).email ?? '')
    }
  } catch {
    // An unreadable body is Payload's to answer; it only shares the anonymous turn.
  }
  return ''
}

const signedInEmail = async (req: PayloadRequest) => String(req.user?.email ?? '')

/** Runs `work` in the account's turn: after the session changes of that account already under way. */
export function inSessionTurn<T>(account: string, work: () => Promise<T>): Promise<T> {
  const key = account.trim().toLowerCase()
  return inTurn(key, () => (redisUrl() ? siteAccountLock()(key, work) : work()))
}

/** An endpoint of ours in front of Payload's POST /users<path>; `handOn(req)` runs Payload's own. */
export function inFrontOfPayload(
  path: string,
  handler: (req: PayloadRequest, handOn: (req: PayloadRequest) => Promise<Response>) => Promise<Response>,
): Endpoint {
  const ours: PayloadHandler = (req) =>
    handler(req, async (request) => payloadsOwnHandler(request, 'users', 'post', path, ourHandlers)(request))
  ourHandlers.add(ours)
  return { path, method: 'post', handler: ours }
}

/** `then` runs after Payload's own handler (logout: end draft mode too). */
const inTurnPerAccount = (path: string, accountOf: (req: PayloadRequest) => Promise<string>, then?: () => Promise<void>): Endpoint =>
  inFrontOfPayload(path, async (req, handOn) => {
    const response = await inSessionTurn(await accountOf(req), () => handOn(req))
    await then?.()
    return response
  })

/** Logout and token refresh in turn; the login takes its turn in login.ts, behind the throttle. */
export const sessionChangesInTurn: Endpoint[] = [
  inTurnPerAccount('/logout', signedInEmail, endPreview),
  inTurnPerAccount('/refresh-token', signedInEmail),
]
