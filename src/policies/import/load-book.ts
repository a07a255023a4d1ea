import type { Payload } from 'payload'

import { postgresOf } from '../../db/postgres'
import { agencyDayKey } from '../../lib/agency-days'
import type { KnownBook, KnownClient, KnownPolicy } from './plan-import'
import type { ReportRow } from './report-row'

const dayOf = (value: Date | null, timeZone: string): string | null => (value ? agencyDayKey(value, timeZone) : null)

/**
 * What the book already holds for a report of `carrierId`, in three queries whatever the report's size: the
 * carrier's policies, the leads who may be the rows' people (those policies' clients, and everyone born on a
 * day the report names), and the agents by NPN. Dates are compared as days in the agency's `timeZone`.
 */
export async function loadBook(payload: Payload, carrierId: number, rows: ReportRow[], timeZone: string): Promise<KnownBook> {
  const { pool } = postgresOf(payload)
  const policyRows = await pool.query(
    `select id, client_id, member_number, plan_name, plan_id, line, status, effective_date, end_date, monthly_premium,
            agent_of_record_id
       from policies where carrier_id = $1`,
    [carrierId],
  )
  const policies: KnownPolicy[] = policyRows.rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    memberNumber: row.member_number,
    planName: row.plan_name,
    planId: row.plan_id,
    line: row.line,
    status: row.status,
    effectiveDate: dayOf(row.effective_date, timeZone) as string,
    endDate: dayOf(row.end_date, timeZone),
    monthlyPremium: row.monthly_premium === null ? null : Number(row.monthly_premium),
    agentOfRecord: row.agent_of_record_id,
  }))
  const birthdays = [...new Set(rows.map((row) => row.dateOfBirth).filter(Boolean))]
  const clientRows = await pool.query(
    `select id, first_name, last_name, full_name, date_of_birth, phone_digits from contacts
      where id = any($1::int[])
         or (date_of_birth is not null and to_char(date_of_birth at time zone $3, 'YYYY-MM-DD') = any($2::text[]))`,
    [[...new Set(policies.map((policy) => policy.clientId))], birthdays, timeZone],
  )
  const clients: KnownClient[] = clientRows.rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    dateOfBirth: dayOf(row.date_of_birth, timeZone),
    phoneDigits: row.phone_digits ?? '',
  }))
  const npns = [...new Set(rows.map((row) => row.agentNpn).filter(Boolean))]
  const agentRows = npns.length ? await pool.query('select id, npn from users where npn = any($1::text[])', [npns]) : { rows: [] }
  return { policies, clients, agentsByNpn: new Map(agentRows.rows.map((row) => [row.npn as string, row.id as number])) }
}
