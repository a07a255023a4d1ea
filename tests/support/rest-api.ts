/**
 * The site's REST API called in-process through its real route handlers (the exports of
 * src/app/(payload)/api/[...slug]/route.ts, wrappers included), as the admin or a script calls it:
 * HTTP behaviour without a server. The client address is passed as server/start.mjs passes the
 * socket's peer (tests/int/setup-env.ts).
 */
import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'

const handlers = { GET, POST, PATCH, DELETE }

export type RestMethod = keyof typeof handlers

export type RestCall = {
  /** Sent as JSON. */
  body?: unknown
  /** A signed-in account's JWT; none for a visitor. */
  token?: string
  /** The client's address (default: loopback). */
  ip?: string
  headers?: Record<string, string>
}

export function restCall(method: RestMethod, path: string, { body, token, ip = '127.0.0.1', headers = {} }: RestCall = {}) {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method,
    headers: {
      [PEER_ADDRESS_HEADER]: ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return handlers[method](request, { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) })
}
