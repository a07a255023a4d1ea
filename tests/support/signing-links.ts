import { createHash, randomBytes } from 'node:crypto'

import { insertContact, uniqueSuffix } from './admin-e2e'
import { queryE2eDatabase } from './e2e-database'

export type TestLink = { token: string; leadId: number; lastName: string; path: string }

/**
 * A lead and a link to sign, written into the e2e server's database as createSigningLink writes
 * them (only the token's hash is stored). `expiresInHours` below zero makes an expired link.
 */
export async function insertSigningLink(
  purpose: 'soa' | 'marketplace-consent' | 'application-review',
  expiresInHours = 48,
): Promise<TestLink> {
  const lastName = `Firmante ${uniqueSuffix()}`
  const leadId = await insertContact({
    firstName: 'Rosa',
    lastName,
    email: `rosa-${uniqueSuffix()}@example.com`,
    phone: '(305) 555-0177',
    insuranceType: 'medicare',
    message: 'Quiero una cita',
  })
  const token = randomBytes(32).toString('base64url')
  const tokenHash = createHash('sha256').update(token).digest('hex')
  await queryE2eDatabase(
    `insert into record_links (purpose, lead_id, token_hash, expires_at, sent_at, channel, attestation_summary)
     values ($1, $2, $3, now() + make_interval(hours => $4::int), now(), 'copied', $5)`,
    [purpose, leadId, tokenHash, expiresInHours, purpose === 'application-review' ? 'Ingresos: 32.000 USD; 2 personas en el hogar.' : null],
  )
  return { token, leadId, lastName, path: `/firmar/${token}` }
}

export async function signedRecordsOf(leadId: number) {
  return queryE2eDatabase<{ id: number; kind: string; choices: unknown; signer_name: string; rescinds_id: number | null }>(
    'select id, kind, choices, signer_name, rescinds_id from signed_records where lead_id = $1 order by id',
    [leadId],
  )
}
