import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { mappingProblems, prefilledMapping } from '@/policies/import/import-fields'
import { type KnownBook, type KnownPolicy, planImport } from '@/policies/import/plan-import'
import { ReportRefused, readReport } from '@/policies/import/report-csv'
import { type LineChoice, readReportRow, reportDay } from '@/policies/import/report-row'
import { isRunning } from '@/policies/import/run-import'

const fixture = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/policies/humana-book-of-business.csv'))
const emptyBook: KnownBook = { policies: [], clients: [], agentsByNpn: new Map() }

function readingsOf(bytes: Uint8Array, line: LineChoice = 'segun-plan') {
  const { headers, rows } = readReport(bytes)
  const mapping = prefilledMapping(headers, null)
  return rows.map((cells, index) => readReportRow(cells, headers, mapping, line, index + 2))
}

const csv = (text: string) => new TextEncoder().encode(text)

describe('a carrier book-of-business report', () => {
  it('maps the columns as carriers name them without a saved mapping', () => {
    const { headers } = readReport(fixture)
    const mapping = prefilledMapping(headers, null)
    expect(mapping).toMatchObject({
      memberNumber: 'Member ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      dateOfBirth: 'DOB',
      phone: 'Phone',
      planName: 'Plan Name',
      planId: 'Contract-PBP',
      effectiveDate: 'Effective Date',
      endDate: 'Term Date',
      status: 'Policy Status',
      monthlyPremium: 'Premium',
      agentNpn: 'Writing Agent NPN',
    })
    expect(mappingProblems(mapping, headers)).toEqual([])
  })

  it('prefers the carrier saved mapping, and names a saved column the file lacks', () => {
    const { headers } = readReport(fixture)
    expect(prefilledMapping(headers, { planName: 'Product' }).planName).toBe('Product')
    expect(mappingProblems({ effectiveDate: 'Eff Dt', memberNumber: 'Member ID' }, headers)).toEqual([
      'La columna «Eff Dt» no está en el archivo.',
    ])
  })

  it('refuses empty, header-only and binary files in Spanish', () => {
    expect(() => readReport(new Uint8Array())).toThrow(new ReportRefused('El archivo está vacío.'))
    expect(() => readReport(csv('Member ID,First Name\r\n'))).toThrow(/no hay pólizas que importar/)
    expect(() => readReport(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]))).toThrow(/no es un CSV/)
  })

  it('reads carrier dates (MM/DD/YYYY) as calendar days, and no impossible day', () => {
    expect(reportDay('03/14/1958')).toBe('1958-03-14')
    expect(reportDay('1/1/2026')).toBe('2026-01-01')
    expect(reportDay('02/29/1957')).toBeUndefined()
    expect(reportDay('13/45/1960')).toBeUndefined()
  })

  it('tells each row of the fixture what happens to it, in Spanish', () => {
    const plan = planImport(readingsOf(fixture), emptyBook)
    expect(plan.counts).toEqual({ nueva: 4, actualizada: 0, 'sin-cambios': 0, rechazada: 3 })
    expect(plan.results.map((result) => result.message)).toEqual([
      'Nueva póliza; cliente nuevo «María Gómez Ruiz» (importado).',
      'Nueva póliza; cliente nuevo «José Fernández» (importado).',
      'Nueva póliza; cliente nuevo «Carmen Núñez» (importado).',
      'Nueva póliza; cliente nuevo «Luis Ortega» (importado).',
      'Rechazada: fecha de nacimiento no válida («13/45/1960»).',
      'Rechazada: falta el número de miembro y el nombre.',
      'Rechazada: identificador de plan no reconocido («H1036-77»).',
    ])
    const [maria, , carmen, luis] = plan.newPolicies
    expect(maria.values).toMatchObject({ line: 'medicare-advantage', status: 'activa', effectiveDate: '2026-01-01', endDate: null })
    expect(carmen.values).toMatchObject({ line: 'medicare-part-d', status: 'pendiente', monthlyPremium: 31.4 })
    expect(luis.values).toMatchObject({ status: 'terminada', endDate: '2025-12-31' })
  })

  it('refuses a plan that is not of the line chosen for the report', () => {
    const bytes = csv('Member ID,First Name,Last Name,Effective Date,Contract-PBP\r\nX1,Ana,Paz,01/01/2026,S5884-101\r\n')
    const plan = planImport(readingsOf(bytes, 'medicare-advantage'), emptyBook)
    expect(plan.results[0].message).toBe('Rechazada: el plan «S5884-101» no es válido para la línea Medicare Advantage.')
  })

  it('matches by member number first, then by name, date of birth and phone however they are written', () => {
    const known: KnownPolicy = {
      id: 7,
      clientId: 70,
      memberNumber: 'H73150001',
      planName: 'Humana Gold Plus H1036-077 (HMO)',
      planId: 'H1036-077-000',
      line: 'medicare-advantage',
      status: 'pendiente',
      effectiveDate: '2026-01-01',
      endDate: null,
      monthlyPremium: 0,
      agentOfRecord: null,
    }
    const book: KnownBook = {
      policies: [known],
      clients: [
        {
          id: 70,
          firstName: 'Maria',
          lastName: 'Gomez Ruiz',
          fullName: 'Maria Gomez Ruiz',
          dateOfBirth: '1958-03-14',
          phoneDigits: '3055550101',
        },
        {
          id: 71,
          firstName: 'JOSÉ',
          lastName: 'fernández',
          fullName: 'JOSÉ fernández',
          dateOfBirth: '1959-11-02',
          phoneDigits: '3055550102',
        },
      ],
      agentsByNpn: new Map([['17654321', 3]]),
    }
    const plan = planImport(readingsOf(fixture).slice(0, 2), book)
    expect(plan.results.map((result) => result.message)).toEqual([
      'Actualizada (estado, agente de registro); coincide con «Maria Gomez Ruiz».',
      'Nueva póliza; coincide con «JOSÉ fernández».',
    ])
    expect(plan.updates[0].changes).toEqual({ status: 'activa', agentOfRecord: 3 })
    expect(plan.newClients).toEqual([])
  })

  it('refuses a member number repeated in the same file', () => {
    const bytes = csv('Member ID,First Name,Last Name,Effective Date\r\nX1,Ana,Paz,01/01/2026\r\nX1,Ana,Paz,01/01/2026\r\n')
    const plan = planImport(readingsOf(bytes, 'medigap'), emptyBook)
    expect(plan.results[1].message).toBe('Rechazada: el número de miembro ya está en la fila 2.')
  })
})

describe('an import being applied', () => {
  const progress = (status: string, minutesAgo: number) => ({
    status,
    rowsDone: 10,
    rowsTotal: 20,
    counts: null,
    failure: null,
    updatedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  })

  it('cannot be applied again while it runs, but may be once it stalled (its server died)', () => {
    expect(isRunning(progress('aplicando', 1))).toBe(true)
    expect(isRunning(progress('en-cola', 1))).toBe(true)
    expect(isRunning(progress('aplicando', 6))).toBe(false)
    expect(isRunning(progress('fallida', 1))).toBe(false)
  })
})
