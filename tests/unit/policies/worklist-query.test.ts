import { describe, expect, it } from 'vitest'
import { renewalsHref } from '@/policies/renewals/renewals-path'
import { reviewHistoryNote } from '@/policies/renewals/review-history-line'
import { worklistParams, worklistQuery } from '@/policies/renewals/worklist-query'

describe('the worklist’s address is its filters', () => {
  it('reads the season, carrier, line, agent, effective dates and page', () => {
    expect(
      worklistQuery({
        temporada: 'aep',
        aseguradora: '3',
        linea: 'medigap',
        agente: '7',
        desde: '2026-01-01',
        hasta: '2026-01-31',
        pagina: '2',
      }),
    ).toEqual({ kind: 'aep', carrier: 3, line: 'medigap', agent: 7, effectiveFrom: '2026-01-01', effectiveTo: '2026-01-31', page: 2 })
  })

  it('anything malformed is no filter, so a bookmark never breaks the page', () => {
    expect(
      worklistQuery({
        temporada: 'sep',
        aseguradora: '-1',
        linea: 'aca',
        agente: 'x',
        desde: '1 de enero',
        hasta: '2026-13-40',
        pagina: '0',
      }),
    ).toEqual({ kind: 'aep', carrier: null, line: null, agent: null, effectiveFrom: null, effectiveTo: null, page: 1 })
    expect(worklistQuery(undefined).kind).toBe('aep')
    expect(worklistQuery({ temporada: 'oep', linea: 'medigap' })).toMatchObject({ kind: 'oep', line: null })
  })

  it('writes them back into a link, leaving out what is not set and the first page', () => {
    const query = worklistQuery({ temporada: 'oep', aseguradora: '3', desde: '2026-01-01' })
    expect(renewalsHref(worklistParams(query))).toBe('/admin/renovaciones?temporada=oep&aseguradora=3&desde=2026-01-01')
    expect(renewalsHref(worklistParams(query, 2))).toBe('/admin/renovaciones?temporada=oep&aseguradora=3&desde=2026-01-01&pagina=2')
  })
})

describe('a review’s history line', () => {
  it('names the season, the policy and the change', () => {
    expect(reviewHistoryNote('aep-2027', 'Humana · Plan Oro', null, 'sin-cambios')).toBe(
      'Renovación AEP 2027 (Humana · Plan Oro): Por revisar → Revisado sin cambios',
    )
    expect(reviewHistoryNote('oep-2027', '', 'no-contesta', 'no-renovar')).toBe('Renovación OEP 2027: No contesta → No renovar')
  })
})
