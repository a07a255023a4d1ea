import { describe, expect, it } from 'vitest'

import { dayFromQuery, groupByStaff } from '@/appointments/appointment-day'
import { appointmentHistoryLine } from '@/appointments/appointment-history-line'
import { appointmentChanges } from '@/appointments/hooks/appointment-changes'
import { spanishTimeRange } from '@/lib/spanish-time'
import type { Appointment } from '@/payload-types'

const NY = 'America/New_York'

const appointment = (overrides: Partial<Appointment> = {}): Appointment =>
  ({
    id: 1,
    lead: 7,
    startsAt: '2026-12-01T15:00:00.000Z',
    endsAt: '2026-12-01T15:30:00.000Z',
    kind: 'llamada',
    topic: 'medicare',
    status: 'agendada',
    assignedTo: 3,
    bookedBy: 'personal',
    updatedAt: '',
    createdAt: '',
    ...overrides,
  }) as Appointment

describe('what an appointment save writes in the lead history', () => {
  const names = { from: 'Ana', to: 'Luis' }

  it('a new one is «agendada», with who attends it', () => {
    expect(appointmentChanges(appointment(), undefined, names)).toEqual([
      { appointmentAction: 'agendada', toStartsAt: '2026-12-01T15:00:00.000Z', toAssigneeName: 'Luis' },
    ])
  })

  it('a cancellation, a move and a reassignment each have their line; the same time written differently is no move', () => {
    const before = appointment()
    expect(appointmentChanges(appointment({ status: 'cancelada' }), before, names).map((line) => line.appointmentAction)).toEqual([
      'cancelada',
    ])
    expect(appointmentChanges(appointment({ startsAt: '2026-12-01T15:00:00+00:00' }), before, names)).toEqual([])
    const moved = appointmentChanges(appointment({ startsAt: '2026-12-02T15:00:00.000Z', assignedTo: 4 }), before, names)
    expect(moved).toEqual([
      { appointmentAction: 'movida', fromStartsAt: '2026-12-01T15:00:00.000Z', toStartsAt: '2026-12-02T15:00:00.000Z' },
      { appointmentAction: 'asignada', toStartsAt: '2026-12-02T15:00:00.000Z', fromAssigneeName: 'Ana', toAssigneeName: 'Luis' },
    ])
  })

  it('reads as one Spanish sentence', () => {
    const when = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')
    expect(appointmentHistoryLine({ appointmentAction: 'movida', fromStartsAt: '2026-12-01', toStartsAt: '2026-12-02' }, when)).toBe(
      'Cita movida: 2026-12-01 → 2026-12-02',
    )
    expect(appointmentHistoryLine({ appointmentAction: 'cancelada', toStartsAt: '2026-12-01' }, when)).toBe('Cita cancelada: 2026-12-01')
  })
})

describe('the day view', () => {
  const row = (id: number, startsAt: string, assignedTo: number | null) => ({
    id,
    startsAt,
    endsAt: startsAt,
    kind: 'llamada',
    topic: 'medicare',
    status: 'agendada',
    leadId: id,
    leadName: `Cliente ${id}`,
    leadPhone: null,
    leadDoNotContact: false,
    assignedTo,
  })

  it('lists each staff member by name, in time order, «Sin asignar» last', () => {
    const days = groupByStaff(
      [
        row(1, '2026-12-01T18:00:00Z', 2),
        row(2, '2026-12-01T14:00:00Z', null),
        row(3, '2026-12-01T13:00:00Z', 2),
        row(4, '2026-12-01T15:00:00Z', 9),
      ],
      new Map([
        [2, 'Zoe'],
        [9, 'Álvaro'],
      ]),
    )
    expect(days.map((day) => [day.staffName, day.appointments.map((item) => item.id)])).toEqual([
      ['Álvaro', [4]],
      ['Zoe', [3, 1]],
      ['Sin asignar', [2]],
    ])
  })

  it('takes a real day from the address, else today in the agency zone', () => {
    const lateEvening = new Date('2026-12-02T03:00:00Z') // 22:00 on 1 December in New York
    expect(dayFromQuery('2026-12-05', lateEvening, NY)).toBe('2026-12-05')
    expect(dayFromQuery('2026-02-30', lateEvening, NY)).toBe('2026-12-01')
    expect(dayFromQuery("'; drop table", lateEvening, NY)).toBe('2026-12-01')
    expect(dayFromQuery(undefined, lateEvening, NY)).toBe('2026-12-01')
  })

  it('shows times on the agency clock', () => {
    expect(spanishTimeRange('2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', NY)).toBe('10:00 a. m. – 10:30 a. m.')
  })
})
