import { createHash, randomBytes } from 'node:crypto'
import { TEST_ADMIN } from '../../tooling/test-env'
import { insertContact, uniqueSuffix } from './admin-e2e'
import { queryE2eDatabase } from './e2e-database'

export type TestLink = { token: string; leadId: number; lastName: string; path: string }

/**
 * An SOA is shown only with the agency's NPN and its agent's (issue 33): the test admin, with a
 * name and an NPN, is the agent of the SOA links below and the agency's «Agente predeterminado»
 * for web bookings. Returns that user's id.
 */
export async function ensureSoaAgent(): Promise<number> {
  await queryE2eDatabase(`update site_settings set agency_npn = '19990009' where coalesce(agency_npn, '') = ''`)
  const [agent] = await queryE2eDatabase<{ id: number }>(
    `update users set npn = coalesce(nullif(npn, ''), '17779999'), name = coalesce(nullif(name, ''), 'Agente de Prueba')
      where email = $1 returning id`,
    [TEST_ADMIN.email],
  )
  await queryE2eDatabase('update site_settings set default_agent_id = $1 where default_agent_id is null', [agent.id])
  return agent.id
}

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
  const agent = await ensureSoaAgent()
  await queryE2eDatabase(
    `insert into record_links (purpose, lead_id, token_hash, expires_at, sent_at, channel, attestation_summary, agent_id)
     values ($1, $2, $3, now() + make_interval(hours => $4::int), now(), 'copied', $5, $6)`,
    [
      purpose,
      leadId,
      tokenHash,
      expiresInHours,
      purpose === 'application-review' ? 'Ingresos: 32.000 USD; 2 personas en el hogar.' : null,
      agent,
    ],
  )
  return { token, leadId, lastName, path: `/firmar/${token}` }
}

export async function signedRecordsOf(leadId: number) {
  return queryE2eDatabase<{ id: number; kind: string; choices: unknown; signer_name: string; rescinds_id: number | null }>(
    'select id, kind, choices, signer_name, rescinds_id from signed_records where lead_id = $1 order by id',
    [leadId],
  )
}

/** The consent signed through this link as if `days` ago (the record's trigger set aside for that one statement). */
export async function ageSignedConsent(leadId: number, days: number): Promise<void> {
  await queryE2eDatabase(`begin; alter table signed_records disable trigger signed_records_refuse_change;
    update signed_records set signed_at = now() - make_interval(days => ${Number(days)}) where lead_id = ${Number(leadId)};
    alter table signed_records enable trigger signed_records_refuse_change; commit;`)
}
