/**
 * What a signing link (/firmar/<token>) opens, asked by the proxy before the page renders, so a
 * link that opens nothing is answered with a whole Spanish page. The facts come from one indexed
 * query on the proxy's pool; the verdict is the signing page's own rule (link-state-rule.ts), and
 * tests/int/records/signing-link-state.test.ts holds the two reads to the same answer.
 */

import { proxyPool } from '@/db/proxy-pool'
import { hashLinkToken, looksLikeLinkToken } from '../../lib/server/link-token'
import { type LinkStateName, linkStateOf, type SignedSoa } from '../link-state-rule'
import type { LinkPurpose } from '../record-kinds'

type LinkFactsRow = {
  purpose: LinkPurpose
  expires_at: Date
  has_lead: boolean
  signed_at: Date | null
  names_consent: boolean
  rescinded: boolean
  supersedes: number | null
  signed_soas: SignedSoa[] | null
}

// The record signed through the link (one per link, rescissions aside); the consent in question
// (that record for a consent link, the one named for a rescission link); an SOA's appointment's SOAs.
const LINK_FACTS = `
  select l.purpose, l.expires_at, l.lead_id is not null as has_lead, own.signed_at,
         consent.id is not null as names_consent,
         exists (select 1 from signed_records x where x.rescinds_id = consent.id) as rescinded,
         l.supersedes::int as supersedes,
         case when l.purpose = 'soa' and l.appointment_id is not null and own.id is null then (
           select coalesce(json_agg(json_build_object('id', r.id, 'supersedes', r.supersedes_id)), '[]'::json)
             from signed_records r join record_links s on s.id = r.link_id
            where r.kind = 'soa' and s.purpose = 'soa' and s.appointment_id = l.appointment_id
         ) end as signed_soas
    from record_links l
    left join lateral (
      select r.id, r.signed_at from signed_records r where r.link_id = l.id and r.kind <> 'rescission' limit 1
    ) own on true
    left join lateral (
      select c.id from signed_records c
       where c.id = case l.purpose when 'rescission' then l.rescinds::int when 'marketplace-consent' then own.id end
    ) consent on true
   where l.token_hash = $1
   limit 1`

export async function signingLinkState(token: string, now = new Date()): Promise<LinkStateName> {
  if (!looksLikeLinkToken(token)) return 'gone'
  const { rows } = await proxyPool().query<LinkFactsRow>(LINK_FACTS, [hashLinkToken(token)])
  const link = rows[0]
  if (!link) return 'gone'
  return linkStateOf(
    {
      purpose: link.purpose,
      expiresAt: link.expires_at,
      hasLead: link.has_lead,
      signedAt: link.signed_at,
      namesConsent: link.names_consent,
      rescinded: link.rescinded,
      soa: link.signed_soas ? { supersedes: link.supersedes, signed: link.signed_soas } : null,
    },
    now,
  )
}
