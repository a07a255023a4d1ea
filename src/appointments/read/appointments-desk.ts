/**
 * The staff desk's appointments: one agency day's, per staff member, read through Payload with
 * the signed-in account's access (the day view and the dashboard panel call this).
 */
import type { Payload, TypedUser, Where } from 'payload'
import { assignableStaff } from '@/leads/public'
import { agencyDayStart, shiftDay } from '../../lib/agency-days'
import { relationId } from '../../lib/relation-id'
import { type DayAppointment, groupByStaff, type StaffDay } from '../appointment-day'
import { soaSignedOf } from './soa-signed'

type LeadShown = { id: number; fullName?: string | null; phone?: string | null; doNotContact?: boolean | null }

/**
 * The appointments of the agency day `dayKey` ('yyyy-mm-dd' in `timeZone`), per staff member, each
 * Medicare one with whether its SOA is signed; cancelled ones only when asked; `everyAgent`: every
 * agent with a calendar gets a column, free or not (the day view).
 */
export async function appointmentsOfDay(
  payload: Payload,
  user: TypedUser,
  dayKey: string,
  timeZone: string,
  { withCancelled = false, everyAgent = false } = {},
): Promise<StaffDay[]> {
  const conditions: Where[] = [
    { startsAt: { greater_than_equal: agencyDayStart(dayKey, timeZone).toISOString() } },
    { startsAt: { less_than: agencyDayStart(shiftDay(dayKey, 1), timeZone).toISOString() } },
  ]
  if (!withCancelled) conditions.push({ status: { not_equals: 'cancelada' } })
  const [{ docs }, staff] = await Promise.all([
    payload.find({
      collection: 'appointments',
      where: { and: conditions },
      sort: 'startsAt',
      pagination: false,
      depth: 1,
      select: { lead: true, startsAt: true, endsAt: true, kind: true, topic: true, status: true, assignedTo: true },
      populate: { contacts: { fullName: true, phone: true, doNotContact: true } },
      overrideAccess: false,
      user,
    }),
    assignableStaff(payload),
  ])
  const [soaSigned, agents] = await Promise.all([soaSignedOf(payload, docs), everyAgent ? calendarAgents(payload) : []])
  const staffNames = new Map(staff.map((member) => [member.id, member.name]))
  const rows = docs.map((doc) => {
    const lead = doc.lead && typeof doc.lead === 'object' ? (doc.lead as LeadShown) : null
    const leadId = relationId(doc.lead)
    return {
      id: doc.id,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      kind: doc.kind,
      topic: doc.topic,
      status: doc.status,
      leadId,
      leadName: lead?.fullName || (leadId ? `Cliente n.º ${leadId}` : 'Cliente'),
      leadPhone: lead?.phone ?? null,
      leadDoNotContact: Boolean(lead?.doNotContact),
      soaSigned: soaSigned.get(doc.id) ?? null,
      assignedTo: relationId(doc.assignedTo),
    } satisfies DayAppointment & { assignedTo: number | null }
  })
  return groupByStaff(rows, staffNames, agents)
}

async function calendarAgents(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'agent-calendars',
    select: { agent: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((calendar) => relationId(calendar.agent)).filter((id) => id !== null)
}
