/**
 * Whether a signing link (/firmar/<token>) still opens something, asked by the proxy before the
 * page renders, so a link that does not is answered with a whole Spanish page (see
 * src/lib/invalid-link-page.ts). The same rule as src/records/find-link.ts: the lead still
 * there, and either unsigned and not expired, or a signed Marketplace consent (its page shows
 * the signature and lets the consumer rescind). One indexed query on the proxy's pool.
 */
import { hashLinkToken, looksLikeLinkToken } from '../lib/server/link-token'
import { routesPool } from './path-routes'

export async function signingLinkOpens(token: string, now = new Date()): Promise<boolean> {
  if (!looksLikeLinkToken(token)) return false
  const { rows } = await routesPool().query<{ purpose: string; expires_at: Date; lead_id: number | null; signed: boolean }>(
    `select l.purpose, l.expires_at, l.lead_id,
            exists (select 1 from signed_records r where r.link_id = l.id and r.kind <> 'rescission') as signed
       from record_links l where l.token_hash = $1 limit 1`,
    [hashLinkToken(token)],
  )
  const link = rows[0]
  if (!link?.lead_id) return false
  if (link.signed) return link.purpose === 'marketplace-consent'
  return new Date(link.expires_at).getTime() > now.getTime()
}
