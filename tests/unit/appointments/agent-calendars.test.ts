/**
 * A calendar per agent, its pure rules: the visitor's times are every agent's free slots merged
 * (each agent's own hours and slot length), the booking's agent is the free one whose turn it is,
 * and the day view lists every agent with a calendar, booked or not.
 */
import { describe, expect, it } from 'vitest'

import { groupByStaff } from '@/appointments/appointment-day'
import { agentHours } from '@/appointments/calendars/agent-hours'
import { type BookingLane, offeredSlots } from '@/appointments/calendars/lane-slots'
import { nextAgent } from '@/appointments/calendars/next-agent'
import { openingHours } from '@/lib/opening-hours'

const timeZone = 'America/New_York'
const rules = { slotMinutes: 30, daysAhead: 1, minimumNoticeHours: 0, medicareSoaWaitHours: 48 }
// Sunday 22 November 2026, 7:00 a.m. Eastern: Monday the 23rd is the first open day.
const now = new Date('2026-11-22T12:00:00Z')
const agency = openingHours('Lunes a Viernes 9:00 AM – 11:00 AM')

const lane = (agentId: number | null, overrides: Partial<BookingLane> = {}): BookingLane => ({
  agentId,
  hours: agency,
  slotMinutes: 30,
  busy: [],
  ...overrides,
})

const at = (iso: string) => new Date(iso)

describe('the times offered with several agents', () => {
  it('offers an hour while one agent is free, naming the agents free then', () => {
    const busy = [{ startsAt: at('2026-11-23T14:00:00Z'), endsAt: at('2026-11-23T14:30:00Z') }] // 9:00 EST
    const [monday] = offeredSlots({ now, timeZone, rules, topic: 'obamacare', lanes: [lane(1, { busy }), lane(2)] })
    expect(monday.day).toBe('2026-11-23')
    expect(monday.slots.map((slot) => [slot.startsAt.toISOString(), slot.lanes.map((free) => free.agentId)])).toEqual([
      ['2026-11-23T14:00:00.000Z', [2]],
      ['2026-11-23T14:30:00.000Z', [1, 2]],
      ['2026-11-23T15:00:00.000Z', [1, 2]],
      ['2026-11-23T15:30:00.000Z', [1, 2]],
    ])
  })

  it('an hour every agent holds is not offered', () => {
    const busy = [{ startsAt: at('2026-11-23T14:00:00Z'), endsAt: at('2026-11-23T14:30:00Z') }]
    const [monday] = offeredSlots({ now, timeZone, rules, topic: 'obamacare', lanes: [lane(1, { busy }), lane(2, { busy })] })
    expect(monday.slots[0].startsAt.toISOString()).toBe('2026-11-23T14:30:00.000Z')
  })

  it('each agent’s own hours and slot length: the agent’s slot ends at their length', () => {
    const late = openingHours('Lunes a Viernes 10:00 AM – 12:00 PM')
    const [monday] = offeredSlots({ now, timeZone, rules, topic: 'obamacare', lanes: [lane(1), lane(2, { hours: late, slotMinutes: 60 })] })
    const ten = monday.slots.find((slot) => slot.startsAt.toISOString() === '2026-11-23T15:00:00.000Z')
    expect(ten?.lanes.map((free) => [free.agentId, free.endsAt.toISOString()])).toEqual([
      [1, '2026-11-23T15:30:00.000Z'],
      [2, '2026-11-23T16:00:00.000Z'],
    ])
    expect(monday.slots.at(-1)?.lanes.map((free) => free.agentId)).toEqual([2]) // 11:00 only in the later hours
  })

  it('an agent without hours of their own (or unreadable ones) keeps the agency’s', () => {
    expect(agentHours('', agency)).toBe(agency)
    expect(agentHours('cuando pueda', agency)).toBe(agency)
    expect(agentHours('Sábado 9:00 AM – 1:00 PM', agency)).toEqual(openingHours('Sábado 9:00 AM – 1:00 PM'))
  })
})

describe('the agent a web booking goes to', () => {
  const free = [1, 2, 3].map((agentId) => ({ agentId, startsAt: at('2026-11-23T14:00:00Z'), endsAt: at('2026-11-23T14:30:00Z') }))

  it('is the free agent whose last web booking is the oldest; one never booked first, ties by account', () => {
    expect(
      nextAgent(
        free,
        new Map([
          [1, 500],
          [2, 100],
          [3, 300],
        ]),
      )?.agentId,
    ).toBe(2)
    expect(
      nextAgent(
        free,
        new Map([
          [1, 500],
          [3, 300],
        ]),
      )?.agentId,
    ).toBe(2)
    expect(nextAgent(free, new Map())?.agentId).toBe(1)
    expect(nextAgent([], new Map())).toBeNull()
  })
})

describe('the day view’s columns', () => {
  it('every agent with a calendar has a column, even with no appointment that day', () => {
    const days = groupByStaff(
      [],
      new Map([
        [4, 'Beto'],
        [7, 'Ana'],
      ]),
      [4, 7],
    )
    expect(days.map((day) => [day.staffName, day.appointments.length])).toEqual([
      ['Ana', 0],
      ['Beto', 0],
    ])
  })
})
