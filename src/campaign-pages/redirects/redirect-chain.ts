import type { PayloadRequest } from 'payload'

import { redirectRuleMessages } from '../../copy/redirects'
import type { Redirect } from '../../payload-types'
import { comparablePath, isSiteRouteDestination } from './redirect-rules'
import { destinationPath, pageAt, redirectFrom } from './site-lookups'

/** How many redirects in a row (this one included) may send a visitor on before a page must answer. */
export const MAX_REDIRECT_HOPS = 5

type Candidate = { id?: number | string; from: string; to?: Partial<Redirect['to']> }

/**
 * Follows a redirect's destination through the other redirects, case-insensitively, as a visitor
 * would be sent: the Spanish reason when it comes back to its own source (or never stops), else null.
 * A site route or a published page at a path ends the walk: the proxy serves them before any redirect from them.
 */
export async function redirectChainProblem({ id, from, to }: Candidate, req: PayloadRequest): Promise<string | null> {
  const visited = new Set([comparablePath(from)])
  let next = to
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const path = await destinationPath(next, req)
    if (!path) return null
    const comparable = comparablePath(path)
    if (visited.has(comparable)) return redirectRuleMessages.loop
    if (isSiteRouteDestination(path)) return null
    if (await pageAt(comparable.slice(1), req, { publishedOnly: true })) return null
    const onward = await redirectFrom(comparable, req, id)
    if (!onward) return null
    visited.add(comparable)
    next = onward.to
  }
  return redirectRuleMessages.tooManyHops
}
