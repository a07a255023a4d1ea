/**
 * The agents' calendars as booking reads them (issue 35): who the site may book, with their own
 * hours and slot length or the agency's, and what is taken in each. The rules:
 * - the site books the agents whose calendar says «Recibe citas del sitio»; while there is none,
 *   the agency's one lane (nobody assigned), as before agent calendars existed;
 * - an agent's lane is taken by their scheduled appointments, their blocked times and the agency's;
 * - the agency's lane is taken by every scheduled appointment (whoever attends it) and the
 *   agency's blocked times, so an agency without agent calendars still books one at a time.
 */
import type { Payload, PayloadRequest } from 'payload'
import type { OpeningHours } from '../../lib/opening-hours'
import { relationId } from '../../lib/relation-id'
import type { AgentCalendar } from '../../payload-types'
import { overlapping } from '../span-overlap'
import { agentHours } from './agent-hours'
import type { BookingLane } from './lane-slots'

export type LaneCalendar = Omit<BookingLane, 'busy'>

/** What an agent without hours or length of their own follows: the agency's (read/booking.ts, BookingSettings). */
type BookingSettings = { hours: OpeningHours[]; rules: { slotMinutes: number } }

const agencyLane = (settings: BookingSettings, agentId: number | null): LaneCalendar => ({
  agentId,
  hours: settings.hours,
  slotMinutes: settings.rules.slotMinutes,
})

const calendarLane = (calendar: AgentCalendar, settings: BookingSettings): LaneCalendar => ({
  agentId: relationId(calendar.agent),
  hours: agentHours(calendar.officeHours, settings.hours),
  slotMinutes: calendar.slotMinutes || settings.rules.slotMinutes,
})

/** The calendars the site books: the agents taking web bookings, else the agency's one lane. */
export async function webLaneCalendars(payload: Payload, settings: BookingSettings, req?: PayloadRequest): Promise<LaneCalendar[]> {
  const { docs } = await payload.find({
    collection: 'agent-calendars',
    where: { takesWebBookings: { equals: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const lanes = docs.filter((calendar) => relationId(calendar.agent) !== null).map((calendar) => calendarLane(calendar, settings))
  return lanes.length ? lanes : [agencyLane(settings, null)]
}

/** One agent's calendar (their own, else the agency's hours and length); null: the agency's lane. */
export async function agentLaneCalendar(
  payload: Payload,
  settings: BookingSettings,
  agentId: number | null,
  req?: PayloadRequest,
): Promise<LaneCalendar> {
  if (agentId === null) return agencyLane(settings, null)
  const { docs } = await payload.find({
    collection: 'agent-calendars',
    where: { agent: { equals: agentId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ? calendarLane(docs[0], settings) : agencyLane(settings, agentId)
}

/** An agent's own slot length, else the agency's (`agencyMinutes`). */
export async function agentSlotMinutes(payload: Payload, agentId: number | null, agencyMinutes: number, req?: PayloadRequest) {
  if (agentId === null) return agencyMinutes
  const { docs } = await payload.find({
    collection: 'agent-calendars',
    where: { agent: { equals: agentId } },
    depth: 0,
    limit: 1,
    select: { slotMinutes: true },
    overrideAccess: true,
    req,
  })
  return docs[0]?.slotMinutes || agencyMinutes
}

type Window = { from: Date; until: Date; except?: number; req?: PayloadRequest }

/** Each lane with what is taken in it between `from` and `until`; `except`: an appointment being moved does not take its own time. */
export async function withBusyTimes<Lane extends { agentId: number | null }>(
  payload: Payload,
  lanes: Lane[],
  { from, until, except, req }: Window,
): Promise<(Lane & Pick<BookingLane, 'busy'>)[]> {
  const during = overlapping({ startsAt: from, endsAt: until })
  const [appointments, blocked] = await Promise.all([
    payload.find({
      collection: 'appointments',
      where: { and: [...during, { status: { equals: 'agendada' } }, ...(except ? [{ id: { not_equals: except } }] : [])] },
      select: { startsAt: true, endsAt: true, assignedTo: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    payload.find({
      collection: 'blocked-times',
      where: { and: during },
      select: { startsAt: true, endsAt: true, agent: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  const span = ({ startsAt, endsAt }: { startsAt: string; endsAt: string }) => ({ startsAt, endsAt })
  return lanes.map((lane) => ({
    ...lane,
    busy: [
      ...appointments.docs.filter((doc) => lane.agentId === null || relationId(doc.assignedTo) === lane.agentId).map(span),
      ...blocked.docs.filter((doc) => relationId(doc.agent) === null || relationId(doc.agent) === lane.agentId).map(span),
    ],
  }))
}

/** Each agent's newest web booking, by creation time (ms): the round robin's memory. */
export async function lastWebBookings(payload: Payload, agentIds: number[], req?: PayloadRequest): Promise<Map<number, number>> {
  const newest = await Promise.all(
    agentIds.map(async (agentId) => {
      const { docs } = await payload.find({
        collection: 'appointments',
        where: { and: [{ assignedTo: { equals: agentId } }, { bookedBy: { equals: 'sitio' } }] },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        select: { createdAt: true },
        overrideAccess: true,
        req,
      })
      return [agentId, docs[0] ? Date.parse(docs[0].createdAt) : 0] as const
    }),
  )
  return new Map(newest)
}
