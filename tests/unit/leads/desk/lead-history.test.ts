import { describe, expect, it } from 'vitest'

import { historyByline, historyDetail, historyHeadline } from '../../../../src/leads/desk/lead-history'

const base = { id: 1, createdAt: '2026-11-23T15:05:00.000Z', authorName: 'Ana López' }
const eastern = 'America/New_York'

describe('a line of the lead history', () => {
  it('says what changed in Spanish', () => {
    expect(historyHeadline({ ...base, kind: 'estado', fromStatus: 'nuevo', toStatus: 'cita-agendada' }, eastern)).toBe(
      'Estado: Nuevo → Cita agendada',
    )
    expect(historyHeadline({ ...base, kind: 'responsable', fromAssigneeName: null, toAssigneeName: 'Luis Pérez' }, eastern)).toBe(
      'Responsable: Sin asignar → Luis Pérez',
    )
    expect(historyHeadline({ ...base, kind: 'nota', note: 'Llamar mañana' }, eastern)).toBe('Nota')
    const review = 'Renovación AEP 2027 (Humana · Gold Plus HMO): Por revisar → Revisado sin cambios'
    expect(historyHeadline({ ...base, kind: 'renovacion', note: review }, eastern)).toBe(review)
  })

  it('says who and when, in the agency time', () => {
    expect(historyByline({ ...base, kind: 'nota' }, eastern)).toMatch(/^Ana López · 23 nov\.? 2026,? 10:05/)
    expect(historyByline({ ...base, kind: 'nota', authorName: null }, eastern)).toMatch(/^Sin autor · /)
  })

  it("dates a line on the agency's day in its time-zone setting", () => {
    // 02:30 UTC on 24 November: still the 23rd in Chicago and Los Angeles, the 24th in UTC.
    const late = { ...base, kind: 'nota', createdAt: '2026-11-24T02:30:00.000Z' }
    expect(historyByline(late, 'America/Chicago')).toMatch(/· 23 nov\.? 2026,? 8:30/)
    expect(historyByline(late, 'America/Los_Angeles')).toMatch(/· 23 nov\.? 2026,? 6:30/)
    expect(historyByline(late, 'UTC')).toMatch(/· 24 nov\.? 2026,? 2:30/)
    const followUp = { ...late, kind: 'seguimiento', fromFollowUpAt: null, toFollowUpAt: '2026-11-25T04:00:00.000Z' }
    expect(historyHeadline(followUp, 'America/Los_Angeles')).toMatch(/→ 24 nov\.? 2026,? 8:00/)
    expect(historyHeadline(followUp, 'America/New_York')).toMatch(/→ 24 nov\.? 2026,? 11:00/)
  })

  it("shows a policy's line: what happened to which policy, then its changes", () => {
    const note =
      'Póliza modificada: Humana · Medicare Advantage · Rosa Pérez\nEstado: Pendiente → Activa\nPrima mensual: US$ 0.00 → US$ 12.50'
    const entry = { ...base, kind: 'poliza', note }
    expect(historyHeadline(entry, eastern)).toBe('Póliza modificada: Humana · Medicare Advantage · Rosa Pérez')
    expect(historyDetail(entry)).toBe('Estado: Pendiente → Activa · Prima mensual: US$ 0.00 → US$ 12.50')
    expect(historyDetail({ ...entry, note: 'Póliza borrada: Humana · Medicare Advantage · Rosa Pérez' })).toBeNull()
  })
})
