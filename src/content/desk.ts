/**
 * What the staff desk shows, read through Payload with the signed-in account's access. The admin's
 * dashboard panels and lead fields are server components that call these; they never query
 * anything themselves.
 */
import type { Payload, TypedUser, Where } from 'payload'

import { countPerAgencyDay, endOfAgencyDay, lastAgencyDays } from '../lib/agency-days'
import { OPEN_CONTACT_STATUSES } from '../lib/contact-statuses'
import { staffName } from '../lib/staff-name'
import type { Contact } from '../payload-types'

export type DeskLead = Pick<Contact, 'id' | 'fullName' | 'phone' | 'status' | 'followUpAt' | 'doNotContact'>

export type DeskList = { total: number; leads: DeskLead[] }

const LIST_LIMIT = 10

const leadSelect = { fullName: true, phone: true, status: true, followUpAt: true, doNotContact: true } as const

const stillOpen: Where = { status: { in: [...OPEN_CONTACT_STATUSES] } }

/** The conditions of 'Por llamar hoy': open leads whose follow-up falls before the end of today (agency time). */
export const dueTodayWhere = (now: Date): Where => ({ and: [stillOpen, { followUpAt: { less_than: endOfAgencyDay(now).toISOString() } }] })

/** The conditions of 'Mis clientes': the account's open leads. */
export const mineWhere = (user: TypedUser): Where => ({ and: [stillOpen, { assignee: { equals: user.id } }] })

async function deskList(payload: Payload, user: TypedUser, where: Where, sort: string[]): Promise<DeskList> {
  const { docs, totalDocs } = await payload.find({
    collection: 'contacts',
    where,
    sort,
    limit: LIST_LIMIT,
    depth: 0,
    select: leadSelect,
    overrideAccess: false,
    user,
  })
  return { total: totalDocs, leads: docs as DeskLead[] }
}

/** Follow-ups due today or overdue, the oldest first. */
export const followUpsDue = (payload: Payload, user: TypedUser, now = new Date()) =>
  deskList(payload, user, dueTodayWhere(now), ['followUpAt'])

/** The account's open leads: those with the nearest follow-up first, then the newest. */
export const myOpenLeads = (payload: Payload, user: TypedUser) => deskList(payload, user, mineWhere(user), ['followUpAt', '-createdAt'])

export type DailyLeads = { day: string; count: number }[]

/** New leads per agency day over the last `days` days, oldest first, today last. */
export async function leadsPerDay(payload: Payload, user: TypedUser, days = 14, now = new Date()): Promise<DailyLeads> {
  const dayKeys = lastAgencyDays(now, days)
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
