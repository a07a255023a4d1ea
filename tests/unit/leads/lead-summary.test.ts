import { describe, expect, it } from 'vitest'

import { leadsPerCampaign, leadsPerPage, leadsPerSource } from '@/leads/desk/lead-summary'

const now = new Date('2026-11-20T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

const leads = [
  { createdAt: daysAgo(1), source: 'formulario', attribution: { utmCampaign: 'medicare-65' }, sentFromPath: '/' },
  { createdAt: daysAgo(3), source: 'voz', attribution: null },
  { createdAt: daysAgo(10), source: 'formulario', attribution: { utmCampaign: 'medicare-65' }, sentFromPath: '/privacy-policy' },
  { createdAt: daysAgo(20), source: 'telefono' },
  { createdAt: daysAgo(29.9), source: 'formulario', attribution: { utmCampaign: 'aca-otono' }, sentFromPath: '/' },
  { createdAt: daysAgo(31), source: 'formulario', attribution: { utmCampaign: 'vieja' } },
]

describe('dashboard: leads per source and per campaign', () => {
  it('counts each source over the last 7 and 30 days, every source listed', () => {
    expect(leadsPerSource(leads, now).map(({ label, counts }) => [label, counts[7], counts[30]])).toEqual([
      ['Formulario', 1, 3],
      ['Formulario sin JavaScript', 0, 0],
      ['Voz', 1, 1],
      ['Teléfono', 0, 1],
      ['En persona', 0, 0],
      ['Cita en el sitio', 0, 0],
      ['Informe de aseguradora', 0, 0],
    ])
  })

  it('counts campaigns busiest first, leads without a campaign last, nothing older than 30 days', () => {
    expect(leadsPerCampaign(leads, now).map(({ label, counts }) => [label, counts[7], counts[30]])).toEqual([
      ['medicare-65', 1, 2],
      ['aca-otono', 0, 1],
      ['Sin campaña', 1, 2],
    ])
  })

  it('counts the pages the forms were sent from, busiest first, leads that came another way last', () => {
    expect(leadsPerPage(leads, now).map(({ label, counts }) => [label, counts[7], counts[30]])).toEqual([
      ['/', 1, 2],
      ['/privacy-policy', 0, 1],
      ['Sin página (teléfono, en persona, voz)', 1, 2],
    ])
  })
})
