/**
 * Whether a signing link (/firmar/<token>) still opens something, asked by the proxy before the
 * page renders, so a link that does not is answered with a whole Spanish page (see
 * src/lib/invalid-link-page.ts). The same rule as src/records/find-link.ts: the lead still
 * there, and either unsigned and not expired (a rescission link too), or a Marketplace consent
 * signed less than CONSENT_PAGE_DAYS ago (its page shows the signature and lets the consumer
 * rescind). One indexed query on the proxy's pool.
 */

import { proxyPool } from '@/db/proxy-pool'
import { hashLinkToken, looksLikeLinkToken } from '../../lib/server/link-token'
import { consentPageOpen } from '../retention'

export async function signingLinkOpens(token: string, now = new Date()): Promise<boolean> {
  if (!looksLikeLinkToken(token)) return false
  const { rows } = await proxyPool().query<{ purpose: string; expires_at: Date; lead_id: number | null; signed_at: Date | null }>(
    `select l.purpose, l.expires_at, l.lead_id,
            (select r.signed_at from signed_records r where r.link_id = l.id and r.kind <> 'rescission' limit 1) as signed_at
       from record_links l where l.token_hash = $1 limit 1`,
    [hashLinkToken(token)],
  )
  const link = rows[0]
  if (!link?.lead_id) return false
  if (link.signed_at) return link.purpose === 'marketplace-consent' && consentPageOpen(new Date(link.signed_at).toISOString(), now)
  return new Date(link.expires_at).getTime() > now.getTime()
}
