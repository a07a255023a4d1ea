import { describe, expect, it } from 'vitest'

import { clientDataGaps } from '@/policies/client-data-gaps'
import { policyChanges } from '@/policies/history/policy-changes'
import { netPremiumOf } from '@/policies/rules/net-premium'
import { canonicalPlanId, planIdProblem } from '@/policies/rules/plan-id'
import { policyDateProblems } from '@/policies/rules/policy-dates'
import { policyTitle } from '@/policies/rules/policy-title'

describe('planIdProblem', () => {
  it.each([
    ['medicare-advantage', 'H1234-567-000'],
    ['medicare-advantage', 'H1234-567'],
    ['medicare-advantage', ' r9999-001-002 '],
    ['medicare-part-d', 'S5601-123'],
    ['medicare-part-d', 'H1234-567-000'],
    ['aca', '12345FL0010001'],
    ['aca', '12345FL0010001-03'],
    ['medigap', 'cualquier cosa'],
    ['vida', ''],
    ['aca', null],
  ])('%s takes «%s»', (line, planId) => {
    expect(planIdProblem(line, planId)).toBeNull()
  })

  it.each([
    ['medicare-advantage', 'S1234-567'],
    ['medicare-advantage', 'H12345-567'],
    ['medicare-advantage', 'H1234-56'],
    ['medicare-part-d', 'X1234-567'],
    ['aca', '1234FL0010001'],
    ['aca', '12345F10010001'],
    ['aca', '12345FL0010001-1'],
  ])('%s refuses «%s» in Spanish', (line, planId) => {
    expect(planIdProblem(line, planId)).toMatch(/^El identificador de un plan /)
  })

  it('stores the canonical form', () => {
    expect(canonicalPlanId('medicare-advantage', 'h1234567000')).toBe('H1234-567-000')
    expect(canonicalPlanId('medicare-part-d', 's1234 567')).toBe('S1234-567')
    expect(canonicalPlanId('aca', '12345fl001000101')).toBe('12345FL0010001-01')
    expect(canonicalPlanId('medigap', '  Plan G ')).toBe('Plan G')
  })
})

describe('netPremiumOf', () => {
  it('is the premium less the subsidy, in cents, never below zero, ACA only', () => {
    expect(netPremiumOf({ line: 'aca', monthlyPremium: 450.1, monthlySubsidy: 300.05 })).toBe(150.05)
    expect(netPremiumOf({ line: 'aca', monthlyPremium: 200, monthlySubsidy: 350 })).toBe(0)
    expect(netPremiumOf({ line: 'aca', monthlyPremium: 200 })).toBe(200)
    expect(netPremiumOf({ line: 'aca' })).toBeNull()
    expect(netPremiumOf({ line: 'medicare-advantage', monthlyPremium: 30, monthlySubsidy: 10 })).toBeNull()
  })
})

describe('policyDateProblems', () => {
  const today = '2026-11-28'
  it('compares calendar days, not instants', () => {
    expect(policyDateProblems({ effectiveDate: '2027-01-01T23:00:00.000Z', endDate: '2027-01-01T01:00:00.000Z' }, today)).toEqual({})
    expect(policyDateProblems({ effectiveDate: '2027-01-02T12:00:00.000Z', endDate: '2027-01-01T12:00:00.000Z' }, today)).toHaveProperty(
      'endDate',
    )
  })

  it('refuses applications and status changes after today, and a status before the application', () => {
    expect(policyDateProblems({ appliedOn: '2026-11-28T12:00:00.000Z', statusChangedOn: '2026-11-28T12:00:00.000Z' }, today)).toEqual({})
    expect(Object.keys(policyDateProblems({ appliedOn: '2026-11-29T12:00:00.000Z' }, today))).toEqual(['appliedOn'])
    expect(Object.keys(policyDateProblems({ statusChangedOn: '2026-11-29T12:00:00.000Z' }, today))).toEqual(['statusChangedOn'])
    expect(policyDateProblems({ appliedOn: '2026-11-20T12:00:00.000Z', statusChangedOn: '2026-11-19T12:00:00.000Z' }, today)).toEqual({
      statusChangedOn: 'La fecha del estado no puede ser anterior a la fecha de solicitud.',
    })
  })
})

describe('policyTitle', () => {
  it('reads «Aseguradora · Línea · Cliente»', () => {
    expect(policyTitle('Humana', 'medicare-part-d', 'Rosa Pérez')).toBe('Humana · Medicare Parte D · Rosa Pérez')
  })
})

describe('policyChanges', () => {
  const names = { carrier: { from: 'Aetna', to: 'Humana' }, agentOfRecord: {} }
  it('names each changed field «antes → ahora» with labels, options and Spanish dates', () => {
    const before = { line: 'aca', carrier: 1, status: 'pendiente', effectiveDate: '2027-01-01T12:00:00.000Z', monthlyPremium: 100 } as const
    const after = { ...before, carrier: 2, status: 'activa', monthlyPremium: 95.5, endDate: '2027-12-31T12:00:00.000Z' } as const
    expect(policyChanges(before, after, names)).toEqual([
      'Aseguradora: Aetna → Humana',
      'Estado: Pendiente → Activa',
      'Vigente hasta: — → 31 de diciembre de 2027',
      'Prima mensual (US$): US$ 100.00 → US$ 95.50',
    ])
  })

  it('lists what a new policy holds, and nothing for an unchanged one', () => {
    const doc = { line: 'medigap', carrier: 2, status: 'activa', householdMembers: [{ id: 'a', name: 'Rosa' }] } as never
    expect(policyChanges(undefined, doc, names)).toEqual([
      'Línea: Medigap (Suplemento de Medicare)',
      'Aseguradora: Humana',
      'Estado: Activa',
      'Personas cubiertas: 1 persona',
    ])
    expect(policyChanges(doc, doc, names)).toEqual([])
  })
})

describe('clientDataGaps', () => {
  it('asks a Medicare line for the date of birth and the Medicare box, and nothing of other lines', () => {
    expect(clientDataGaps('medicare-advantage', { dateOfBirth: null, hasMedicare: false })).toEqual([
      'El cliente no tiene fecha de nacimiento: anótela en su ficha («Datos de cliente»).',
      'El cliente no tiene marcado «Tiene Medicare» en su ficha.',
    ])
    expect(clientDataGaps('medigap', { dateOfBirth: '1960-05-01T12:00:00.000Z', hasMedicare: true })).toEqual([])
    expect(clientDataGaps('aca', { dateOfBirth: null, hasMedicare: false })).toEqual([])
    expect(clientDataGaps('medicare-part-d', null)).toEqual([])
  })
})
