/**
 * «Renovaciones» (issue 36): the season's policies to review, their review states, the clients' last contact and
 * the season's progress per agent of record. Read through Payload with the signed-in account's access.
 */
import type { Payload, TypedUser, Where } from 'payload'

import { assignableStaff } from '@/leads/public'
import { shiftDay } from '../../lib/agency-days'
import { relationId } from '../../lib/relation-id'
import { ACTIVE_POLICY_STATUS } from '../policy-options'
import { isReviewed, type ReviewState, UNREVIEWED } from '../renewals/review-states'
import { planYearStart, type RenewalSeason, seasonLines } from '../renewals/seasons'
import type { WorklistQuery } from '../renewals/worklist-query'
import { awaitingCallConsent } from './call-consent'
import { type CarrierOption, carrierChoices } from './carriers'

export const WORKLIST_PAGE_SIZE = 50

/** Day-only dates are stored as UTC instants on their day (midnight or noon): a day starts at its UTC midnight. */
const dayStart = (dayKey: string) => `${dayKey}T00:00:00.000Z`

/**
 * The season's policies: active, of the season's lines, in force before the plan year it chooses (last year's
 * policy, the one to renew) and not ended before the season opens.
 */
export const seasonMembersWhere = (season: RenewalSeason): Where => ({
  and: [
    { status: { equals: ACTIVE_POLICY_STATUS } },
    { line: { in: [...seasonLines(season.kind)] } },
    { effectiveDate: { less_than: dayStart(planYearStart(season)) } },
    { or: [{ endDate: { exists: false } }, { endDate: { greater_than_equal: dayStart(season.opensOn) } }] },
  ],
})

/** The season's policies the filters keep. */
export function worklistWhere(season: RenewalSeason, query: WorklistQuery): Where {
  const conditions: Where[] = [seasonMembersWhere(season)]
  if (query.carrier) conditions.push({ carrier: { equals: query.carrier } })
  if (query.line) conditions.push({ line: { equals: query.line } })
  if (query.agent) conditions.push({ agentOfRecord: { equals: query.agent } })
  if (query.effectiveFrom) conditions.push({ effectiveDate: { greater_than_equal: dayStart(query.effectiveFrom) } })
  if (query.effectiveTo) conditions.push({ effectiveDate: { less_than: dayStart(shiftDay(query.effectiveTo, 1)) } })
  return { and: conditions }
}

export type LastContact = { at: string; channel: string | null; outcome: string | null }

export type WorklistRow = {
  policyId: number
  clientId: number | null
  clientName: string
  phone: string | null
  doNotContact: boolean
  /** Brought by a carrier's report, with no consent for calls recorded yet: no call link. */
  awaitingConsent: boolean
  carrierName: string
  line: string
  planName: string
  effectiveDate: string | null
  agentName: string | null
  state: ReviewState
  lastContact: LastContact | null
}

export type Worklist = { rows: WorklistRow[]; total: number; page: number; pages: number }

type Named = { name?: string | null }
type ClientShown = {
  id: number
  fullName?: string | null
  phone?: string | null
  doNotContact?: boolean | null
  importedFromReport?: boolean | null
}

/** The filtered page of the season's worklist, the oldest effective date first. */
export async function renewalWorklist(payload: Payload, user: TypedUser, season: RenewalSeason, query: WorklistQuery): Promise<Worklist> {
  const asStaff = { overrideAccess: false, user } as const
  const result = await payload.find({
    collection: 'policies',
    where: worklistWhere(season, query),
    sort: ['effectiveDate', 'id'],
    limit: WORKLIST_PAGE_SIZE,
    page: query.page,
    depth: 1,
    select: { client: true, carrier: true, line: true, planName: true, effectiveDate: true, agentOfRecord: true },
    populate: { contacts: { fullName: true, phone: true, doNotContact: true, importedFromReport: true }, insurers: { name: true } },
    ...asStaff,
  })
  const policyIds = result.docs.map((doc) => doc.id)
  const clientIds = [...new Set(result.docs.map((doc) => relationId(doc.client)).filter((id) => id !== null))]
  const clients = result.docs.flatMap((doc) => (doc.client && typeof doc.client === 'object' ? [doc.client as ClientShown] : []))
  const [states, lastContacts, staff, awaiting] = await Promise.all([
    reviewStates(payload, user, season, policyIds),
    lastContactsOf(payload, user, clientIds),
    assignableStaff(payload),
    awaitingCallConsent(payload, user, clients),
  ])
  const staffNames = new Map(staff.map((member) => [member.id, member.name]))
  const rows = result.docs.map((doc): WorklistRow => {
    const client = doc.client && typeof doc.client === 'object' ? (doc.client as ClientShown) : null
    const clientId = relationId(doc.client)
    const agentId = relationId(doc.agentOfRecord)
    return {
      policyId: doc.id,
      clientId,
      clientName: client?.fullName || (clientId ? `Cliente n.º ${clientId}` : 'Cliente'),
      phone: client?.phone ?? null,
      doNotContact: Boolean(client?.doNotContact),
      awaitingConsent: clientId !== null && awaiting.has(clientId),
      carrierName: (doc.carrier && typeof doc.carrier === 'object' ? (doc.carrier as Named).name : null) ?? '',
      line: doc.line,
      planName: doc.planName ?? '',
      effectiveDate: doc.effectiveDate ?? null,
      agentName: agentId ? (staffNames.get(agentId) ?? null) : null,
      state: states.get(doc.id) ?? UNREVIEWED,
      lastContact: clientId ? (lastContacts.get(clientId) ?? null) : null,
    }
  })
  return { rows, total: result.totalDocs, page: result.page ?? 1, pages: result.totalPages }
}

/** The season's review state of each of `policyIds` (those never reviewed are left out: «Por revisar»). */
async function reviewStates(payload: Payload, user: TypedUser, season: RenewalSeason, policyIds: number[]) {
  const states = new Map<number, ReviewState>()
  if (policyIds.length === 0) return states
  const { docs } = await payload.find({
    collection: 'policy-reviews',
    where: { and: [{ season: { equals: season.key } }, { policy: { in: policyIds } }] },
    select: { policy: true, state: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  for (const review of docs) {
    const policyId = relationId(review.policy)
    if (policyId) states.set(policyId, review.state)
  }
  return states
}

/** Each client's latest contact attempt (the «Registrar intento» lines of the history). */
async function lastContactsOf(payload: Payload, user: TypedUser, clientIds: number[]) {
  const latest = new Map<number, LastContact>()
  if (clientIds.length === 0) return latest
  const { docs } = await payload.find({
    collection: 'lead-events',
    where: { and: [{ contact: { in: clientIds } }, { kind: { equals: 'intento' } }] },
    select: { contact: true, createdAt: true, attemptChannel: true, attemptOutcome: true },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  for (const event of docs) {
    const clientId = relationId(event.contact)
    if (clientId && !latest.has(clientId)) {
      latest.set(clientId, { at: event.createdAt, channel: event.attemptChannel ?? null, outcome: event.attemptOutcome ?? null })
    }
  }
  return latest
}

export type AgentProgress = { agentId: number | null; agentName: string; reviewed: number; total: number }

export type SeasonProgress = { season: RenewalSeason; reviewed: number; total: number; perAgent: AgentProgress[] }

/** The season's progress: its policies reviewed (any state but «Por revisar») of all, overall and per agent of record. */
export async function seasonProgress(payload: Payload, user: TypedUser, season: RenewalSeason): Promise<SeasonProgress> {
  const [members, reviews, staff] = await Promise.all([
    payload.find({
      collection: 'policies',
      where: seasonMembersWhere(season),
      select: { agentOfRecord: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'policy-reviews',
      where: { season: { equals: season.key } },
      select: { policy: true, state: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    assignableStaff(payload),
  ])
  const reviewed = new Set(reviews.docs.filter((review) => isReviewed(review.state)).map((review) => relationId(review.policy)))
  const staffNames = new Map(staff.map((member) => [member.id, member.name]))
  const perAgent = new Map<number | null, AgentProgress>()
  for (const policy of members.docs) {
    const agentId = relationId(policy.agentOfRecord)
    const agent = perAgent.get(agentId) ?? {
      agentId,
      agentName: agentId ? (staffNames.get(agentId) ?? `Agente n.º ${agentId}`) : 'Sin agente de registro',
      reviewed: 0,
      total: 0,
    }
    agent.total += 1
    if (reviewed.has(policy.id)) agent.reviewed += 1
    perAgent.set(agentId, agent)
  }
  const agents = [...perAgent.values()].sort((a, b) =>
    a.agentId === null ? 1 : b.agentId === null ? -1 : a.agentName.localeCompare(b.agentName, 'es'),
  )
  return {
    season,
    reviewed: agents.reduce((sum, agent) => sum + agent.reviewed, 0),
    total: members.docs.length,
    perAgent: agents,
  }
}

export type WorklistChoices = { carriers: CarrierOption[]; agents: { id: number; name: string }[] }

/** What the filters offer: every carrier, and the staff. */
export async function worklistChoices(payload: Payload, user: TypedUser): Promise<WorklistChoices> {
  const [carriers, agents] = await Promise.all([carrierChoices(payload, user), assignableStaff(payload)])
  return { carriers, agents }
}
