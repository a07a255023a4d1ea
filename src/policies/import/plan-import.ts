import type { PolicyLine, PolicyStatus } from '../policy-options'
import { personKey } from './person-key'
import type { ReportRow, RowReading } from './report-row'

/** A policy of the report's carrier as it is stored (day-only dates as 'yyyy-mm-dd'). */
export type KnownPolicy = {
  id: number
  clientId: number
  memberNumber: string | null
  planName: string | null
  planId: string | null
  line: PolicyLine
  status: PolicyStatus
  effectiveDate: string
  endDate: string | null
  monthlyPremium: number | null
  agentOfRecord: number | null
}

/** A lead who may be the person of a row. */
export type KnownClient = {
  id: number
  firstName: string | null
  lastName: string | null
  fullName: string
  dateOfBirth: string | null
  phoneDigits: string
}

export type KnownBook = { policies: KnownPolicy[]; clients: KnownClient[]; agentsByNpn: Map<string, number> }

/** The policy fields a report row sets, as stored. */
export type PolicyValues = Pick<
  KnownPolicy,
  'memberNumber' | 'planName' | 'planId' | 'line' | 'status' | 'effectiveDate' | 'endDate' | 'monthlyPremium' | 'agentOfRecord'
>

export type NewClient = { key: string; firstName: string; lastName: string | null; dateOfBirth: string | null; phone: string | null }

/** Who a row's policy belongs to: a stored lead, or a person this import creates. */
export type ClientRef = { id: number; name: string } | { newKey: string; name: string }

export type RowOutcome = 'nueva' | 'actualizada' | 'sin-cambios' | 'rechazada'

/** What the import does, or did, with one row: shown to staff in the preview. */
export type RowResult = { row: number; outcome: RowOutcome; client: string | null; message: string }

export type PlannedPolicy = { row: number; client: ClientRef; values: PolicyValues }
export type PlannedUpdate = { row: number; policyId: number; client: ClientRef; changes: Partial<PolicyValues>; fields: string[] }

export type ImportPlan = {
  results: RowResult[]
  newClients: NewClient[]
  newPolicies: PlannedPolicy[]
  updates: PlannedUpdate[]
  counts: Record<RowOutcome, number>
}

const fieldLabels: Record<keyof PolicyValues, string> = {
  memberNumber: 'número de miembro',
  planName: 'plan',
  planId: 'identificador del plan',
  line: 'línea',
  status: 'estado',
  effectiveDate: 'vigente desde',
  endDate: 'vigente hasta',
  monthlyPremium: 'prima mensual',
  agentOfRecord: 'agente de registro',
}

/** Fields a row changes only when it has them: an empty cell never erases what staff typed. */
const updatable: (keyof PolicyValues)[] = [
  'memberNumber',
  'planName',
  'planId',
  'status',
  'effectiveDate',
  'endDate',
  'monthlyPremium',
  'agentOfRecord',
]

const valuesOf = (row: ReportRow, agentsByNpn: Map<string, number>): PolicyValues => ({
  memberNumber: row.memberNumber ?? null,
  planName: row.planName ?? null,
  planId: row.planId ?? null,
  line: row.line,
  status: row.status,
  effectiveDate: row.effectiveDate,
  endDate: row.endDate ?? null,
  monthlyPremium: row.monthlyPremium ?? null,
  agentOfRecord: (row.agentNpn && agentsByNpn.get(row.agentNpn)) || null,
})

function changesOf(known: KnownPolicy, next: PolicyValues): Partial<PolicyValues> {
  const changes: Partial<PolicyValues> = {}
  for (const field of updatable) {
    const value = next[field]
    if (value === null || value === undefined || value === known[field]) continue
    Object.assign(changes, { [field]: value })
  }
  return changes
}

const quoted = (name: string) => `«${name}»`
const samePolicy = (known: KnownPolicy, row: ReportRow) =>
  (!known.memberNumber || known.memberNumber === row.memberNumber) &&
  known.effectiveDate === row.effectiveDate &&
  (known.planId ?? '') === (row.planId ?? '') &&
  (known.planName ?? '') === (row.planName ?? '')

/**
 * What importing the report's rows into the book means (pure: the preview shows it, the job applies it):
 * a row matches a stored policy by member number within the carrier, else its person matches a lead by
 * name + date of birth + phone (a policy of theirs with the same plan and start is the same policy), else
 * the person is new. Applying the plan and planning again gives only «sin cambios».
 */
export function planImport(readings: RowReading[], book: KnownBook): ImportPlan {
  const byMember = new Map(book.policies.filter((policy) => policy.memberNumber).map((policy) => [policy.memberNumber, policy]))
  const policiesOfClient = new Map<number, KnownPolicy[]>()
  for (const policy of book.policies) {
    const list = policiesOfClient.get(policy.clientId) ?? []
    list.push(policy)
    policiesOfClient.set(policy.clientId, list)
  }
  const clientById = new Map(book.clients.map((client) => [client.id, client]))
  const clientByPerson = new Map(
    book.clients.filter((client) => client.dateOfBirth).map((client) => [personKeyOfClient(client), client] as const),
  )
  const newClients = new Map<string, NewClient>()
  const seenMembers = new Map<string, number>()
  const plan: ImportPlan = { results: [], newClients: [], newPolicies: [], updates: [], counts: emptyCounts() }
  const record = (result: RowResult) => {
    plan.results.push(result)
    plan.counts[result.outcome]++
  }

  for (const reading of readings) {
    if (!reading.ok) {
      record({ row: reading.row, outcome: 'rechazada', client: null, message: `Rechazada: ${reading.reason}.` })
      continue
    }
    const row = reading.value
    if (row.memberNumber) {
      const earlier = seenMembers.get(row.memberNumber)
      if (earlier) {
        record({
          row: row.row,
          outcome: 'rechazada',
          client: null,
          message: `Rechazada: el número de miembro ya está en la fila ${earlier}.`,
        })
        continue
      }
      seenMembers.set(row.memberNumber, row.row)
    }
    const values = valuesOf(row, book.agentsByNpn)
    const memberMatch = row.memberNumber ? byMember.get(row.memberNumber) : undefined
    const storedClient = memberMatch ? clientById.get(memberMatch.clientId) : undefined
    const personMatch = storedClient ?? (row.dateOfBirth ? clientByPerson.get(personKeyOfRow(row)) : undefined)
    const policy = memberMatch ?? (personMatch && policiesOfClient.get(personMatch.id)?.find((known) => samePolicy(known, row)))

    let client: ClientRef
    let whose: string
    if (personMatch || memberMatch) {
      const name = personMatch?.fullName ?? 'cliente'
      client = { id: personMatch?.id ?? (memberMatch as KnownPolicy).clientId, name }
      whose = `coincide con ${quoted(name)}`
    } else if (!row.firstName) {
      record({ row: row.row, outcome: 'rechazada', client: null, message: 'Rechazada: falta el nombre para crear al cliente.' })
      continue
    } else {
      const key = personKeyOfRow(row)
      const name = `${row.firstName} ${row.lastName ?? ''}`.trim()
      if (!newClients.has(key)) {
        newClients.set(key, {
          key,
          firstName: row.firstName,
          lastName: row.lastName ?? null,
          dateOfBirth: row.dateOfBirth ?? null,
          phone: row.phone ?? null,
        })
      }
      client = { newKey: key, name }
      whose = `cliente nuevo ${quoted(name)} (importado)`
    }

    if (!policy) {
      plan.newPolicies.push({ row: row.row, client, values })
      record({ row: row.row, outcome: 'nueva', client: client.name, message: `Nueva póliza; ${whose}.` })
      continue
    }
    const changes = changesOf(policy, values)
    const fields = Object.keys(changes).map((field) => fieldLabels[field as keyof PolicyValues])
    if (fields.length === 0) {
      record({ row: row.row, outcome: 'sin-cambios', client: client.name, message: `Sin cambios; ${whose}.` })
      continue
    }
    plan.updates.push({ row: row.row, policyId: policy.id, client, changes, fields })
    record({ row: row.row, outcome: 'actualizada', client: client.name, message: `Actualizada (${fields.join(', ')}); ${whose}.` })
  }
  plan.newClients = [...newClients.values()]
  return plan
}

const emptyCounts = (): Record<RowOutcome, number> => ({ nueva: 0, actualizada: 0, 'sin-cambios': 0, rechazada: 0 })
const personKeyOfRow = (row: ReportRow) => personKey(row.firstName, row.lastName, row.dateOfBirth ?? '', row.phone ?? '')
const personKeyOfClient = (client: KnownClient) =>
  personKey(client.firstName, client.lastName, client.dateOfBirth ?? '', client.phoneDigits)
