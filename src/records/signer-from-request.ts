import type { Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { staffName } from '@/leads/public'
import type { Signer } from './sign-record'

/**
 * Who signs, from the request: its address and browser, and whether the browser carries a live
 * staff session (the admin's payload-token cookie, checked by payload.auth like any admin
 * request). The signature is taken either way; a staff session is marked on the record and in
 * the lead's history (finding 10 of issue 33: staff get the live link to copy into WhatsApp).
 */
export async function signerFromRequest(payload: Payload, headers: Headers, ip: string | null): Promise<Signer> {
  const token = sessionCookie(payload, headers)
  // The cookie's token checked as Payload checks any token (signature, expiry, live session). Not through
  // the cookie path: that one ignores the cookie unless the request names an allowed Origin, and marking
  // a signature asks whether the browser holds a session, not whether to act on it.
  const session = token ? await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) }).catch(() => null) : null
  const user = session?.user as { id: number | string; collection?: string; name?: string | null; email?: string | null } | null
  const staff = user && (user.collection ?? 'users') === 'users' ? { id: Number(user.id), name: staffName(user) } : null
  return { ip, userAgent: headers.get('user-agent'), staffSession: staff }
}

function sessionCookie(payload: Payload, headers: Headers): string | null {
  return parseCookies(headers).get(`${payload.config.cookiePrefix}-token`) ?? null
}
