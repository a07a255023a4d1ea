import type { Payload } from 'payload'
import type pg from 'pg'

import { postgresOf } from '../../db/postgres'
import { formatUsPhone } from '../../lib/phone'
import { MEDICARE_LINES } from '../policy-options'
import { policyTitle } from '../rules/policy-title'
import type { ClientRef, ImportPlan, PlannedPolicy, PlannedUpdate, PolicyValues } from './plan-import'

/** What the batches need of a pooled connection (Payload's adapter brings its own copy of pg's types). */
type PoolClient = Pick<pg.PoolClient, 'query'>

/** Rows written per transaction: one progress step. */
export const APPLY_CHUNK = 1000

/** Who applies the import and what it is, for the history lines and the policies' titles. */
export type ApplyContext = { carrierId: number; carrierName: string; fileName: string; authorId: number | null; authorName: string }

/** Stored day-only dates are noon UTC: the same calendar day in every US zone. */
const noonOf = (day: string | null) => (day ? `${day}T12:00:00.000Z` : null)
/** The title the policy's own hook gives (rules/policy-title.ts): the batched SQL skips Payload's hooks. */
const titleOf = (policy: PlannedPolicy, carrierName: string) => policyTitle(carrierName, policy.values.line, policy.client.name)

const columnOf: Record<keyof PolicyValues, string> = {
  memberNumber: 'member_number',
  planName: 'plan_name',
  planId: 'plan_id',
  line: 'line',
  status: 'status',
  effectiveDate: 'effective_date',
  endDate: 'end_date',
  monthlyPremium: 'monthly_premium',
  agentOfRecord: 'agent_of_record_id',
}
const isDay = (field: string) => field === 'effectiveDate' || field === 'endDate'

async function inTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await postgresOf(payload).pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/**
 * The people this chunk needs who are not yet leads: one insert. They are marked imported (no consent is
 * invented: they stay off every call list until staff record it) and get no staff e-mail (no notification job).
 */
async function createClients(client: PoolClient, plan: ImportPlan, keys: Set<string>, created: Map<string, number>) {
  const people = plan.newClients.filter((person) => keys.has(person.key) && !created.has(person.key))
  if (people.length === 0) return
  const medicareKeys = new Set(
    plan.newPolicies.filter((policy) => MEDICARE_LINES.includes(policy.values.line)).map((policy) => refKey(policy.client)),
  )
  const { rows } = await client.query<{ id: number }>(
    `insert into contacts (source, status, first_name, last_name, full_name, phone, phone_digits, email_key, date_of_birth,
                           has_medicare, imported_from_report, do_not_contact, notification_status, notification_attempts)
     select 'informe', 'inscrito', p.first_name, p.last_name, p.full_name, p.phone, p.phone_digits, '', p.birth,
            p.medicare, true, false, null, null
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::boolean[])
            with ordinality as p(first_name, last_name, full_name, phone, phone_digits, birth, medicare, n)
      order by p.n
     returning id`,
    [
      people.map((person) => person.firstName),
      people.map((person) => person.lastName),
      people.map((person) => `${person.firstName} ${person.lastName ?? ''}`.trim()),
      people.map((person) => (person.phone ? formatUsPhone(person.phone) : null)),
      people.map((person) => person.phone ?? ''),
      people.map((person) => noonOf(person.dateOfBirth)),
      people.map((person) => medicareKeys.has(person.key)),
    ],
  )
  for (const [index, person] of people.entries()) created.set(person.key, rows[index].id)
}

const refKey = (ref: ClientRef) => ('newKey' in ref ? ref.newKey : `#${ref.id}`)
const clientIdOf = (ref: ClientRef, created: Map<string, number>) => ('id' in ref ? ref.id : (created.get(ref.newKey) as number))

async function insertPolicies(client: PoolClient, policies: PlannedPolicy[], created: Map<string, number>, context: ApplyContext) {
  if (policies.length === 0) return
  const column = <T>(pick: (policy: PlannedPolicy) => T) => policies.map(pick)
  await client.query(
    `insert into policies (client_id, carrier_id, line, plan_name, plan_id, member_number, status, effective_date, end_date,
                           monthly_premium, agent_of_record_id, source, title)
     select p.client_id, $1, p.line::enum_policies_line, p.plan_name, p.plan_id, p.member_number, p.status::enum_policies_status,
            p.effective_date, p.end_date, p.premium, p.agent, 'importada', p.title
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[],
                   $10::numeric[], $11::int[], $12::text[])
            as p(client_id, line, plan_name, plan_id, member_number, status, effective_date, end_date, premium, agent, title)`,
    [
      context.carrierId,
      column((policy) => clientIdOf(policy.client, created)),
      column((policy) => policy.values.line),
      column((policy) => policy.values.planName),
      column((policy) => policy.values.planId),
      column((policy) => policy.values.memberNumber),
      column((policy) => policy.values.status),
      column((policy) => noonOf(policy.values.effectiveDate)),
      column((policy) => noonOf(policy.values.endDate)),
      column((policy) => policy.values.monthlyPremium),
      column((policy) => policy.values.agentOfRecord),
      column((policy) => titleOf(policy, context.carrierName)),
    ],
  )
}

/** Only policies whose report row differs are updated, each with the fields that changed. */
async function updatePolicies(client: PoolClient, updates: PlannedUpdate[]) {
  for (const update of updates) {
    const entries = Object.entries(update.changes) as [keyof PolicyValues, unknown][]
    const sets = entries.map(([field], index) => `${columnOf[field]} = $${index + 2}`)
    const values = entries.map(([field, value]) => (isDay(field) ? noonOf(value as string) : value))
    await client.query(`update policies set ${sets.join(', ')}, updated_at = now() where id = $1`, [update.policyId, ...values])
  }
}

/** What the import did to each client's policies, for the client's history. */
type Touched = { ref: ClientRef; created: number; updated: string[] }

function touchedClients(policies: PlannedPolicy[], updates: PlannedUpdate[]): Touched[] {
  const touched = new Map<string, Touched>()
  const entry = (ref: ClientRef) => {
    const key = refKey(ref)
    if (!touched.has(key)) touched.set(key, { ref, created: 0, updated: [] })
    return touched.get(key) as Touched
  }
  for (const policy of policies) entry(policy.client).created++
  for (const update of updates) entry(update.client).updated.push(...update.fields)
  return [...touched.values()]
}

const historyNote = (touched: Touched, context: ApplyContext): string => {
  const parts = [
    touched.created === 1 ? '1 póliza nueva' : touched.created > 1 ? `${touched.created} pólizas nuevas` : '',
    touched.updated.length ? `póliza actualizada (${[...new Set(touched.updated)].join(', ')})` : '',
  ].filter(Boolean)
  const imported = 'newKey' in touched.ref ? ' Cliente creado por el informe: sin consentimiento registrado.' : ''
  return `Informe de ${context.carrierName} (${context.fileName}): ${parts.join('; ')}.${imported}`.slice(0, 5000)
}

type Chunk = { policies: PlannedPolicy[]; updates: PlannedUpdate[] }

async function writeHistory(client: PoolClient, chunk: Chunk, created: Map<string, number>, context: ApplyContext) {
  const touched = touchedClients(chunk.policies, chunk.updates)
  if (touched.length === 0) return
  await client.query(
    `insert into lead_events (contact_id, kind, author_id, author_name, note)
     select t.contact_id, 'importacion', $1, $2, t.note from unnest($3::int[], $4::text[]) as t(contact_id, note)`,
    [
      context.authorId,
      context.authorName,
      touched.map((entry) => clientIdOf(entry.ref, created)),
      touched.map((e) => historyNote(e, context)),
    ],
  )
}

/**
 * Writes an import's plan in transactions of APPLY_CHUNK rows (new clients, new policies, changed fields, and a
 * history line per client touched); `progress` hears the rows done after each. Batched SQL, not one Local API call
 * per row: 10 000 rows are a few dozen statements. Planned afresh from the book each time, so a second run finds
 * everything «sin cambios».
 */
export async function applyPlan(payload: Payload, plan: ImportPlan, context: ApplyContext, progress: (done: number) => Promise<void>) {
  const created = new Map<string, number>()
  const work: (PlannedPolicy | PlannedUpdate)[] = [...plan.newPolicies, ...plan.updates]
  let done = plan.results.length - work.length
  await progress(done)
  for (let start = 0; start < work.length; start += APPLY_CHUNK) {
    const chunk = work.slice(start, start + APPLY_CHUNK)
    const policies = chunk.filter((item): item is PlannedPolicy => 'values' in item)
    const updates = chunk.filter((item): item is PlannedUpdate => 'policyId' in item)
    await inTransaction(payload, async (client) => {
      await createClients(client, plan, new Set(policies.map((policy) => refKey(policy.client))), created)
      await insertPolicies(client, policies, created, context)
      await updatePolicies(client, updates)
      await writeHistory(client, { policies, updates }, created, context)
    })
    done += chunk.length
    await progress(done)
  }
}
