/**
 * What the admin shows beyond Payload's own views (the staff desk, the branding), read through
 * Payload with the signed-in account's access. The admin's dashboard panels, lead fields and logo
 * are server components that call these; they never query anything themselves.
 */
import type { Payload, TypedUser, Where } from 'payload'
import { countPerAgencyDay, endOfAgencyDay, lastAgencyDays } from '../../lib/agency-days'
import type { Contact } from '../../payload-types'
import { NEW_CONTACT_STATUS, OPEN_CONTACT_STATUSES } from '../desk/contact-statuses'
import { leadsPerCampaign, leadsPerPage, leadsPerSource, type SummaryRow, summaryStart } from '../desk/lead-summary'
import { staffName } from '../desk/staff-name'

export type DeskLead = Pick<Contact, 'id' | 'fullName' | 'phone' | 'status' | 'followUpAt' | 'doNotContact'>

/**
 * A dashboard list: the leads to work (`total`, the first `leads`) and, apart and never counted
 * with them, those marked 'No contactar' (`optedOut`, the first `optedOutLeads`).
 */
export type DeskList = { total: number; leads: DeskLead[]; optedOut: number; optedOutLeads: DeskLead[] }

const LIST_LIMIT = 10

const leadSelect = { fullName: true, phone: true, status: true, followUpAt: true, doNotContact: true } as const

const stillOpen: Where = { status: { in: [...OPEN_CONTACT_STATUSES] } }

/** Leads on the 'no contactar' list (src/leads/desk/opt-out-flags.ts) are never work to do. */
const optedOut: Where = { doNotContact: { equals: true } }
const reachable: Where = { or: [{ doNotContact: { equals: false } }, { doNotContact: { exists: false } }] }
/**
 * A person a carrier's report brought (src/policies/import) has given the agency no consent: off every call list
 * until staff record their answers, which clears the mark (consent-answers.ts).
 */
const notAwaitingConsent: Where = { or: [{ importedFromReport: { equals: false } }, { importedFromReport: { exists: false } }] }
const isDuplicate: Where = { duplicateOf: { exists: true } }
const notDuplicate: Where = { duplicateOf: { exists: false } }

/** The conditions of 'Por llamar hoy': open leads whose follow-up falls before the end of today in the agency's `timeZone`. */
export const dueTodayWhere = (now: Date, timeZone: string): Where => ({
  and: [stillOpen, notAwaitingConsent, { followUpAt: { less_than: endOfAgencyDay(now, timeZone).toISOString() } }],
})

/** The conditions of 'Mis clientes': the account's open leads. */
export const mineWhere = (user: TypedUser): Where => ({ and: [stillOpen, notAwaitingConsent, { assignee: { equals: user.id } }] })

const countLeads = async (payload: Payload, user: TypedUser, where: Where) =>
  (await payload.count({ collection: 'contacts', where, overrideAccess: false, user })).totalDocs

const findLeads = (payload: Payload, user: TypedUser, where: Where, sort: string[]) =>
  payload.find({ collection: 'contacts', where, sort, limit: LIST_LIMIT, depth: 0, select: leadSelect, overrideAccess: false, user })

async function deskList(payload: Payload, user: TypedUser, where: Where, sort: string[]): Promise<DeskList> {
  const [toWork, apart] = await Promise.all([
    findLeads(payload, user, { and: [where, reachable] }, sort),
    findLeads(payload, user, { and: [where, optedOut] }, sort),
  ])
  return {
    total: toWork.totalDocs,
    leads: toWork.docs as DeskLead[],
    optedOut: apart.totalDocs,
    optedOutLeads: apart.docs as DeskLead[],
  }
}

/** 'Contactos nuevos': new leads to attend, and apart from them the new ones marked 'No contactar' and the possible duplicates. */
export type NewLeadCounts = { toAttend: number; optedOut: number; duplicates: number }

export async function newLeadCounts(payload: Payload, user: TypedUser): Promise<NewLeadCounts> {
  const isNew: Where = { and: [{ status: { equals: NEW_CONTACT_STATUS } }, notAwaitingConsent] }
  const [toAttend, apart, duplicates] = await Promise.all([
    countLeads(payload, user, { and: [isNew, reachable, notDuplicate] }),
    countLeads(payload, user, { and: [isNew, optedOut] }),
    countLeads(payload, user, { and: [isNew, reachable, isDuplicate] }),
  ])
  return { toAttend, optedOut: apart, duplicates }
}

/** Follow-ups due today (in the agency's `timeZone`) or overdue, the oldest first. */
export const followUpsDue = (payload: Payload, user: TypedUser, timeZone: string, now = new Date()) =>
  deskList(payload, user, dueTodayWhere(now, timeZone), ['followUpAt'])

/** The account's open leads: those with the nearest follow-up first, then the newest. */
export const myOpenLeads = (payload: Payload, user: TypedUser) => deskList(payload, user, mineWhere(user), ['followUpAt', '-createdAt'])

export type DailyLeads = { day: string; count: number }[]

/** New leads per agency day (in `timeZone`) over the last `days` days, oldest first, today last. */
export async function leadsPerDay(payload: Payload, user: TypedUser, timeZone: string, days = 14, now = new Date()): Promise<DailyLeads> {
  const dayKeys = lastAgencyDays(now, days, timeZone)
  const since = new Date(now.getTime() - (days + 1) * 24 * 60 * 60 * 1000)
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { createdAt: { greater_than_equal: since.toISOString() } },
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const counts = countPerAgencyDay(
    dayKeys,
    docs.map((doc) => doc.createdAt),
    timeZone,
  )
  return dayKeys.map((day, index) => ({ day, count: counts[index] }))
}

export type StaffOption = { id: number; name: string }

/**
 * Everyone a lead can be assigned to, by name. Staff may not read other accounts (Users access),
 * so this reads them with the server's rights and hands out nothing but id and name.
 */
export async function assignableStaff(payload: Payload): Promise<StaffOption[]> {
  const { docs } = await payload.find({
    collection: 'users',
    select: { name: true, email: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((account) => ({ id: account.id, name: staffName(account) }))
}

/** 'Origen de los contactos': the last month's leads per source (every source) and per campaign (those that had leads). */
export type LeadOrigins = { perSource: SummaryRow[]; perCampaign: SummaryRow[]; perPage: SummaryRow[] }

export async function leadOrigins(payload: Payload, user: TypedUser, now = new Date()): Promise<LeadOrigins> {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { createdAt: { greater_than_equal: summaryStart(now).toISOString() } },
    select: { createdAt: true, source: true, attribution: { utmCampaign: true }, sentFromPath: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return { perSource: leadsPerSource(docs, now), perCampaign: leadsPerCampaign(docs, now), perPage: leadsPerPage(docs, now) }
}
