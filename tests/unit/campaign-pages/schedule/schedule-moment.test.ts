import { describe, expect, it } from 'vitest'

import { readScheduleRequest, scheduledInstant } from '@/campaign-pages/schedule/schedule-moment'
import { spanishAdminDateTime, spanishAdminWallTime } from '@/lib/spanish-time'

const zones = ['America/New_York', 'America/Chicago', 'America/Phoenix']

describe('a scheduled minute', () => {
  it('is the instant the day and time stand for on the chosen clock, summer or winter', () => {
    expect(scheduledInstant({ date: '2026-11-27', time: '23:49', timeZone: 'America/New_York' }).toISOString()).toBe(
      '2026-11-28T04:49:00.000Z',
    )
    expect(scheduledInstant({ date: '2026-07-04', time: '09:00', timeZone: 'America/New_York' }).toISOString()).toBe(
      '2026-07-04T13:00:00.000Z',
    )
    expect(scheduledInstant({ date: '2026-07-04', time: '09:00', timeZone: 'America/Phoenix' }).toISOString()).toBe(
      '2026-07-04T16:00:00.000Z',
    )
  })

  it('reads back in the admin’s format, on the zone’s clock', () => {
    expect(spanishAdminDateTime('2026-11-28T04:49:00.000Z', 'America/New_York')).toBe('27 de noviembre de 2026, 23:49')
    expect(spanishAdminWallTime('2026-11-27', '07:05')).toBe('27 de noviembre de 2026, 07:05')
  })
})

describe('the schedule form’s body', () => {
  const good = { type: 'unpublish', date: '2027-01-15', time: '00:00', timeZone: 'America/Chicago' }

  it('is taken when every part is right', () => {
    expect(readScheduleRequest(good, zones)).toEqual(good)
  })

  it('names the first part that is wrong', () => {
    expect(readScheduleRequest(null, zones)).toBe('type')
    expect(readScheduleRequest({ ...good, type: 'publicar' }, zones)).toBe('type')
    expect(readScheduleRequest({ ...good, date: '2027-02-29' }, zones)).toBe('date')
    expect(readScheduleRequest({ ...good, date: '15/01/2027' }, zones)).toBe('date')
    expect(readScheduleRequest({ ...good, time: '24:00' }, zones)).toBe('time')
    expect(readScheduleRequest({ ...good, time: '9:30' }, zones)).toBe('time')
    expect(readScheduleRequest({ ...good, timeZone: 'Europe/Madrid' }, zones)).toBe('timeZone')
  })
})
