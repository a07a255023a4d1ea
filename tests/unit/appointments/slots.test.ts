import { describe, expect, it } from 'vitest'

import { earliestStart, findFreeSlot, freeSlots, type SlotQuery } from '@/appointments/slots'
import { openingHours } from '@/lib/opening-hours'

const zone = 'America/New_York'
const rules = { slotMinutes: 30, daysAhead: 14, minimumNoticeHours: 2, medicareSoaWaitHours: 48 }
// Monday 23 November 2026, 7:00 a.m. Eastern (EST, UTC-5).
const mondayMorning = new Date('2026-11-23T12:00:00Z')

const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  now: mondayMorning,
  timeZone: zone,
  hours: openingHours('Lunes a Viernes 8:00 AM – 6:00 PM'),
  rules,
  topic: 'obamacare',
  busy: [],
  ...overrides,
})

const startsOf = (day: { slots: { startsAt: Date }[] } | undefined) => day?.slots.map((slot) => slot.startsAt.toISOString()) ?? []

describe('free slots', () => {
  it('cuts the opening hours into slots of the set length, on the agency clock', () => {
    const days = freeSlots(query({ now: new Date('2026-11-22T12:00:00Z') })) // a Sunday: Monday is the first day
    expect(days[0].day).toBe('2026-11-23')
    expect(days[0].slots).toHaveLength(20) // 8:00 to 18:00 in 30 minutes
    expect(days[0].slots[0].startsAt.toISOString()).toBe('2026-11-23T13:00:00.000Z') // 8:00 EST
    expect(days[0].slots.at(-1)?.endsAt.toISOString()).toBe('2026-11-23T23:00:00.000Z') // ends 18:00 EST
    expect(days.map((day) => day.day)).not.toContain('2026-11-28') // Saturday closed
  })

  it('a longer slot gives fewer, and a slot that would run past closing is not offered', () => {
    const days = freeSlots(query({ now: new Date('2026-11-22T12:00:00Z'), rules: { ...rules, slotMinutes: 45 } }))
    expect(days[0].slots).toHaveLength(13) // 8:00 … 17:00, 17:45 would end after 18:00
  })

  it('offers nothing before now plus the minimum notice', () => {
    const today = freeSlots(query())[0]
    expect(today.day).toBe('2026-11-23')
    expect(startsOf(today)[0]).toBe('2026-11-23T14:00:00.000Z') // 9:00, two hours after 7:00
  })

  it('offers days up to daysAhead and not beyond', () => {
    const days = freeSlots(query({ rules: { ...rules, daysAhead: 3 } }))
    expect(days.map((day) => day.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'])
  })

  it('for Medicare, waits the Scope of Appointment hours first', () => {
    const medicare = freeSlots(query({ topic: 'medicare' }))
    expect(medicare[0].day).toBe('2026-11-25')
    expect(startsOf(medicare[0])[0]).toBe('2026-11-25T13:00:00.000Z') // 8:00 on Wednesday, the first slot after 48 hours
    expect(earliestStart(mondayMorning, rules, 'medicare').toISOString()).toBe('2026-11-25T12:00:00.000Z')
    // Set to 0 by the agency: only the ordinary notice.
    expect(earliestStart(mondayMorning, { ...rules, medicareSoaWaitHours: 0 }, 'medicare').toISOString()).toBe('2026-11-23T14:00:00.000Z')
  })

  it('leaves out slots that overlap a scheduled appointment or a blocked time', () => {
    const busy = [
      { startsAt: '2026-11-24T14:00:00Z', endsAt: '2026-11-24T14:30:00Z' }, // 9:00–9:30 booked
      { startsAt: '2026-11-24T15:10:00Z', endsAt: '2026-11-24T15:20:00Z' }, // a short block inside 10:00–10:30
      { startsAt: '2026-11-25T05:00:00Z', endsAt: '2026-11-26T05:00:00Z' }, // the whole Wednesday blocked
    ]
    const days = freeSlots(query({ busy }))
    const tuesday = startsOf(days.find((day) => day.day === '2026-11-24'))
    expect(tuesday).toContain('2026-11-24T13:00:00.000Z')
    expect(tuesday).not.toContain('2026-11-24T14:00:00.000Z')
    expect(tuesday).toContain('2026-11-24T14:30:00.000Z') // back to back is free
    expect(tuesday).not.toContain('2026-11-24T15:00:00.000Z')
    expect(days.map((day) => day.day)).not.toContain('2026-11-25')
  })

  it('keeps the wall-clock hours across the daylight-saving changes', () => {
    const hours = openingHours('Sábado y Domingo 9:00 AM – 11:00 AM')
    // Spring forward on Sunday 8 March 2026: 9:00 is EST on Saturday, EDT on Sunday.
    const spring = freeSlots(query({ now: new Date('2026-03-06T12:00:00Z'), hours, rules: { ...rules, daysAhead: 3 } }))
    expect(startsOf(spring.find((day) => day.day === '2026-03-07'))[0]).toBe('2026-03-07T14:00:00.000Z')
    expect(startsOf(spring.find((day) => day.day === '2026-03-08'))).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T13:30:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T14:30:00.000Z',
    ])
    // Fall back on Sunday 1 November 2026.
    const fall = freeSlots(query({ now: new Date('2026-10-30T12:00:00Z'), hours, rules: { ...rules, daysAhead: 3 } }))
    expect(startsOf(fall.find((day) => day.day === '2026-10-31'))[0]).toBe('2026-10-31T13:00:00.000Z')
    expect(startsOf(fall.find((day) => day.day === '2026-11-01'))[0]).toBe('2026-11-01T14:00:00.000Z')
  })

  it('no readable opening hours: no slots at all', () => {
    expect(freeSlots(query({ hours: openingHours('Llámenos') }))).toEqual([])
  })

  it('finds a free slot by its start, and nothing for another time', () => {
    const days = freeSlots(query())
    expect(findFreeSlot(days, '2026-11-24T14:00:00.000Z')?.endsAt.toISOString()).toBe('2026-11-24T14:30:00.000Z')
    expect(findFreeSlot(days, '2026-11-24T14:10:00.000Z')).toBeNull()
    expect(findFreeSlot(days, 'mañana')).toBeNull()
  })
})
