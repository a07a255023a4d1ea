/**
 * The free times of several agents' calendars as the visitor sees them: one list of times, each
 * offered while at least one agent is free then (pure: src/appointments/calendars/booking-lanes.ts
 * reads the lanes). The visitor picks only a time; the booking then picks the agent
 * (src/appointments/calendars/next-agent.ts).
 */
import type { OpeningHours } from '../../lib/opening-hours'
import { type BookingRules, type BusyTime, freeSlots, type Slot } from '../slots'

/**
 * One agent's calendar for booking: their hours and slot length (their own or the agency's) and
 * what is taken in it. `agentId` null: the agency's one lane, used while no agent takes web bookings.
 */
export type BookingLane = { agentId: number | null; hours: OpeningHours[]; slotMinutes: number; busy: BusyTime[] }

/** A free slot of one agent (its end follows that agent's slot length). */
export type LaneSlot = Slot & { agentId: number | null }

/** A time offered to the visitor: its shortest end, and every agent free then. */
export type OfferedSlot = Slot & { lanes: LaneSlot[] }

export type OfferedDay = { day: string; slots: OfferedSlot[] }

type OfferQuery = { now: Date; timeZone: string; rules: BookingRules; topic: string | null; lanes: BookingLane[] }

/** Every agent's free slots merged by start time, by agency day, earliest first. */
export function offeredSlots({ now, timeZone, rules, topic, lanes }: OfferQuery): OfferedDay[] {
  const days = new Map<string, Map<number, OfferedSlot>>()
  for (const { agentId, hours, slotMinutes, busy } of lanes) {
    for (const { day, slots } of freeSlots({ now, timeZone, hours, rules: { ...rules, slotMinutes }, topic, busy })) {
      const starts = days.get(day) ?? new Map<number, OfferedSlot>()
      days.set(day, starts)
      for (const slot of slots) {
        const offered = starts.get(slot.startsAt.getTime()) ?? { ...slot, lanes: [] }
        if (slot.endsAt < offered.endsAt) offered.endsAt = slot.endsAt
        offered.lanes.push({ ...slot, agentId })
        starts.set(slot.startsAt.getTime(), offered)
      }
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, starts]) => ({ day, slots: [...starts.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) }))
}
