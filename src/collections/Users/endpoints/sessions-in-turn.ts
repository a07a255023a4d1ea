import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { createTurnQueue } from '../../../lib/one-at-a-time'

/*
 * Payload 3.90 rewrites an account's whole session list on every login, logout and token
 * refresh (payloadcms/payload#18132). Two of these for one account at the same moment
 * keep only the last writer's list: a staff member signing in on the phone and the
 * computer at once is silently signed out of one, and a logout can be undone by a
 * login. Until that is fixed upstream, these requests take turns per account here, and
 * Payload's own handler does the work.
 */
const inTurn = createTurnQueue()
const ourHandlers = new Set<PayloadHandler>()

function payloadsOwnHandler(req: PayloadRequest, path: string): PayloadHandler {
  const endpoints = req.payload.collections.users.config.endpoints || []
  const own = endpoints.find((endpoint) => endpoint.method === 'post' && endpoint.path === path && !ourHandlers.has(endpoint.handler))
  if (!own) throw new Error(`Payload has no POST /users${path} endpoint`)
  return own.handler
}

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

function inTurnPerAccount(path: string, accountOf: (req: PayloadRequest) => Promise<string>): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const account = (await accountOf(req)).trim().toLowerCase()
    return inTurn(account, async () => payloadsOwnHandler(req, path)(req))
  }
  ourHandlers.add(handler)
  return { path, method: 'post', handler }
}

export const sessionChangesInTurn: Endpoint[] = [
  inTurnPerAccount('/login', emailInLoginBody),
  inTurnPerAccount('/logout', signedInEmail),
  inTurnPerAccount('/refresh-token', signedInEmail),
]
