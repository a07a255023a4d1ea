/**
 * Whether an appointment's link still works, asked by the proxy (src/proxy.ts) before the
 * booking pages render: a wrong link is answered 404 and an expired or cancelled one 410, each
 * with a whole Spanish page in the HTML (a page's own notFound() reaches a browser without
 * JavaScript only as script data). One indexed query on the proxy's small pool (path-routes.ts).
 */

import { proxyPool } from '@/db/proxy-pool'
import { hashLinkToken, looksLikeLinkToken } from '../../lib/server/link-token'
import { manageLinkOpens } from '../manage-link-opens'

export type BookingLinkState = 'valid' | 'gone' | 'unknown'

export async function bookingLinkState(token: string, now = new Date()): Promise<BookingLinkState> {
  if (!looksLikeLinkToken(token)) return 'unknown'
  const { rows } = await proxyPool().query<{ status: string; ends_at: Date; lead_id: number | null }>(
    'select status, ends_at, lead_id from appointments where manage_token_hash = $1 limit 1',
    [hashLinkToken(token)],
  )
  const row = rows[0]
  if (!row) return 'unknown'
  return manageLinkOpens({ status: row.status, endsAt: row.ends_at, hasLead: row.lead_id !== null }, now) ? 'valid' : 'gone'
}
