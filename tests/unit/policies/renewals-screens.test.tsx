import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ClientPhone } from '@/policies/admin/ClientPhone'
import { RenewalsTabs } from '@/policies/admin/RenewalsTabs'
import { SeasonProgressList } from '@/policies/admin/SeasonProgressList'
import { WorklistFilters } from '@/policies/admin/WorklistFilters'
import { seasonOfPlanYear } from '@/policies/renewals/seasons'
import { worklistQuery } from '@/policies/renewals/worklist-query'

describe('«Renovaciones» for keyboard and screen-reader users', () => {
  it('each progress bar says its numbers in words, to the eye and by its accessible name', () => {
    render(
      <SeasonProgressList
        testId="progress"
        progress={{
          season: seasonOfPlanYear('aep', 2027),
          reviewed: 3,
          total: 4,
          perAgent: [
            { agentId: 7, agentName: 'Luis Pérez', reviewed: 3, total: 3 },
            { agentId: null, agentName: 'Sin agente de registro', reviewed: 0, total: 1 },
          ],
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Progreso de la AEP 2027' })).toBeTruthy()
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Todas las pólizas: 3 de 4 revisadas (75 %)',
      'Luis Pérez: 3 de 3 revisadas (100 %)',
      'Sin agente de registro: 0 de 1 revisadas (0 %)',
    ])
    expect(screen.getByText('3 de 4 revisadas (75 %)')).toBeTruthy()
  })

  it('a season with nothing to review says so instead of an empty bar', () => {
    render(<SeasonProgressList testId="empty" progress={{ season: seasonOfPlanYear('oep', 2027), reviewed: 0, total: 0, perAgent: [] }} />)
    expect(screen.getByText('No hay pólizas que revisar en esta temporada.')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('the tabs mark the current list; the filters are labelled fields of a GET form that keeps the season', () => {
    render(
      <>
        <RenewalsTabs current="oep" />
        <WorklistFilters
          query={worklistQuery({ temporada: 'aep', aseguradora: '3', desde: '2026-01-01' })}
          choices={{ carriers: [{ id: 3, name: 'Humana' }], agents: [{ id: 7, name: 'Luis Pérez' }] }}
        />
      </>,
    )
    expect(screen.getByRole('link', { name: 'OEP (Mercado)' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'AEP (Medicare)' }).getAttribute('aria-current')).toBeNull()
    const form = screen.getByRole('form', { name: 'Filtrar la lista' }) as HTMLFormElement
    expect(form.method).toBe('get')
    expect((within(form).getByLabelText('Aseguradora') as HTMLSelectElement).value).toBe('3')
    expect((within(form).getByLabelText('Vigente desde (del)') as HTMLInputElement).value).toBe('2026-01-01')
    expect(within(form).getByLabelText('Línea')).toBeTruthy()
    expect(within(form).getByLabelText('Agente de registro')).toBeTruthy()
    expect((form.elements.namedItem('temporada') as HTMLInputElement).value).toBe('aep')
  })

  it('the phone calls unless the person is on «No contactar» or was imported without consent for calls', () => {
    const { rerender } = render(<ClientPhone phone="(305) 555-0142" doNotContact={false} awaitingConsent={false} />)
    expect(screen.getByRole('link', { name: '(305) 555-0142' }).getAttribute('href')).toMatch(/^tel:/)
    rerender(<ClientPhone phone="(305) 555-0142" doNotContact awaitingConsent={false} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('No contactar')).toBeTruthy()
    rerender(<ClientPhone phone="(305) 555-0142" doNotContact={false} awaitingConsent />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(/Importado: sin consentimiento para llamadas/)).toBeTruthy()
  })
})
