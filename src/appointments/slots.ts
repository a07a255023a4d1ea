/**
 * The free times a visitor may book (pure: the loader in src/appointments/read/booking.ts passes the data).
 * The agency's opening hours (src/lib/opening-hours.ts, from «Horario de atención») are cut into
 * slots of `slotMinutes` on the agency's wall clock, from today to `daysAhead` days ahead; a slot
 * is free when it starts after the notice and overlaps no scheduled appointment and no blocked
 * time. Slot times are read on the wall clock of each day, so a daylight-saving day keeps
 * «9:00, 9:30…» and never shifts them by an hour.
 */
import { agencyDayKey, agencyWallClock, shiftDay, weekdayIndex } from '../lib/agency-days'
import type { OpeningHours } from '../lib/opening-hours'
import { spansOverlap, type TimeSpan } from './span-overlap'

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

export type BookingRules = {
  slotMinutes: number
  daysAhead: number
  minimumNoticeHours: number
  medicareSoaWaitHours: number
}

/** A time already taken: a scheduled appointment or a blocked time. */
export type BusyTime = TimeSpan

export type Slot = { startsAt: Date; endsAt: Date }

/** One agency day ('yyyy-mm-dd') and its free slots, earliest first. */
export type SlotDay = { day: string; slots: Slot[] }

export type SlotQuery = {
  now: Date
  timeZone: string
  hours: OpeningHours[]
  rules: BookingRules
  /** The appointment's topic (an insurance type); 'medicare' waits for the Scope of Appointment. */
  topic: string | null
  busy: BusyTime[]
}

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * How long a booking must lie ahead of now. For Medicare, the Scope of Appointment the visitor
 * signs right after booking must precede the appointment by `medicareSoaWaitHours`.
 *
 * The rule: 42 CFR 422.2264(c)(3)(i) (and 423.2264(c)(3)(i) for Part D), as the CY2024 final rule
 * (CMS-4201-F, 88 FR 22120, April 12, 2023) rewrote it, requires the scope of a personal
 * marketing appointment to be agreed and documented at least 48 hours before the appointment,
 * except for beneficiary-initiated walk-ins, unscheduled in-home visits and the last four days of
 * a valid enrollment period (an appointment booked on the site is none of those). It had been
 * only "when practicable" since the 2018 guidelines. The CY2027 final rule (published April 2026,
 * FAQ memo of May 25, 2026) changed the SOA requirements of Subpart V again; its final text could
 * not be read from here (only a law firm's summary: https://hallrender.com/?p=341533), so the
 * default stays at the 48 hours of the last text read, and the setting lets the agency follow its
 * counsel and carriers (many carriers keep 48 hours in their own rules either way).
 */
export function earliestStart(now: Date, rules: BookingRules, topic: string | null): Date {
  const noticeHours = Math.max(rules.minimumNoticeHours, topic === 'medicare' ? rules.medicareSoaWaitHours : 0)
  return new Date(now.getTime() + noticeHours * HOUR_MS)
}

/** Every slot of the opening hours on one agency day, taken or not. */
export function daySlots(day: string, hours: OpeningHours[], slotMinutes: number, timeZone: string): Slot[] {
  const weekday = weekdays[weekdayIndex(day)]
  const slots: Slot[] = []
  for (const { dayOfWeek, opens, closes } of hours) {
    if (!dayOfWeek.includes(weekday)) continue
    for (let start = minutesOf(opens); start + slotMinutes <= minutesOf(closes); start += slotMinutes) {
      const startsAt = agencyWallClock(day, clock(start), timeZone)
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + slotMinutes * MINUTE_MS) })
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** The free slots from today to `daysAhead` days ahead, by agency day; days without one are left out. */
export function freeSlots({ now, timeZone, hours, rules, topic, busy }: SlotQuery): SlotDay[] {
  if (rules.slotMinutes <= 0) return []
  const earliest = earliestStart(now, rules, topic).getTime()
  const today = agencyDayKey(now, timeZone)
  const days: SlotDay[] = []
  for (let offset = 0; offset <= rules.daysAhead; offset++) {
    const day = shiftDay(today, offset)
    const slots = daySlots(day, hours, rules.slotMinutes, timeZone).filter(
      (slot) => slot.startsAt.getTime() >= earliest && !busy.some((taken) => spansOverlap(slot, taken)),
    )
    if (slots.length) days.push({ day, slots })
  }
  return days
}

/** The free slot starting at `startsAt` (an ISO instant from the form), or null when it is not one. */
export function findFreeSlot<S extends Slot>(days: { slots: S[] }[], startsAt: string): S | null {
  const time = new Date(startsAt).getTime()
  if (Number.isNaN(time)) return null
  for (const { slots } of days) {
    const slot = slots.find((candidate) => candidate.startsAt.getTime() === time)
    if (slot) return slot
  }
  return null
}
