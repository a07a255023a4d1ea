import { describe, expect, it } from 'vitest'

import { historyByline, historyHeadline } from '../../../../src/leads/desk/lead-history'

const base = { id: 1, createdAt: '2026-11-23T15:05:00.000Z', authorName: 'Ana López' }

describe('a line of the lead history', () => {
  it('says what changed in Spanish', () => {
    expect(historyHeadline({ ...base, kind: 'estado', fromStatus: 'nuevo', toStatus: 'cita-agendada' })).toBe(
      'Estado: Nuevo → Cita agendada',
    )
    expect(historyHeadline({ ...base, kind: 'responsable', fromAssigneeName: null, toAssigneeName: 'Luis Pérez' })).toBe(
      'Responsable: Sin asignar → Luis Pérez',
    )
    expect(historyHeadline({ ...base, kind: 'nota', note: 'Llamar mañana' })).toBe('Nota')
  })

  it('says who and when, in the agency time', () => {
    expect(historyByline({ ...base, kind: 'nota' })).toMatch(/^Ana López · 23 nov\.? 2026,? 10:05/)
    expect(historyByline({ ...base, kind: 'nota', authorName: null })).toMatch(/^Sin autor · /)
  })
})
