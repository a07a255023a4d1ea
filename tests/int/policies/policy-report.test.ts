/**
 * Issue 36, item 7: the dashboard's book-of-business figures — active policies by carrier and by line, policies new and
 * ended this month — counted from real policies, the month taken in the agency's calendar (day-only dates at noon UTC).
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type PolicyReport, policyReport } from '@/policies/read/policy-report'
import { openPayload } from '../../../tooling/payload'
import { createStaffUser, type StaffUser } from '../../support/staff-user'

const ZONE = 'America/New_York'
// A month already past (staff cannot date a status change after today, src/policies/rules); the evening of its last
// day in New York is already April in UTC. Counts are read as differences from before this file's policies.
const NOW = new Date('2025-04-01T02:30:00Z')
const noon = (day: string) => `${day}T12:00:00.000Z`

let payload: Payload
let staff: StaffUser
let clientId: number
let before: PolicyReport

type PolicyData = { carrier: number; line: string; status: string; effectiveDate: string; endDate?: string; statusChangedOn?: string }
const addPolicy = (data: PolicyData) => payload.create({ collection: 'policies', data: { client: clientId, ...data } as never })
const addCarrier = async (name: string) => (await payload.create({ collection: 'insurers', data: { name, showOnSite: false } as never })).id
const lineCount = (report: PolicyReport, line: string) => report.activeByLine.find((row) => row.key === line)?.count ?? 0

beforeAll(async () => {
  payload = await openPayload()
  staff = await createStaffUser(payload, 'informe')
  const client = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Marta',
      lastName: `Informe ${randomUUID().slice(0, 6)}`,
      email: `marta-${randomUUID()}@correo.example`,
      phone: '(305) 555-0199',
      insuranceType: 'medicare',
      consent: true,
    } as never,
    context: { skipRevalidate: true },
  })
  clientId = client.id
  before = await policyReport(payload, staff as never, ZONE, NOW)
})

describe('policy report on the dashboard', () => {
  it('counts active policies by carrier and by line, and what started and ended this month', async () => {
    const suffix = randomUUID().slice(0, 6)
    const humana = await addCarrier(`Humana ${suffix}`)
    const ambetter = await addCarrier(`Ambetter ${suffix}`)
    // Active: three with Humana (two Medicare Advantage, one Part D), one ACA with Ambetter.
    await addPolicy({ carrier: humana, line: 'medicare-advantage', status: 'activa', effectiveDate: noon('2024-01-01') })
    await addPolicy({ carrier: humana, line: 'medicare-advantage', status: 'activa', effectiveDate: noon('2024-06-01') })
    await addPolicy({ carrier: humana, line: 'medicare-part-d', status: 'activa', effectiveDate: noon('2024-01-01') })
    await addPolicy({ carrier: ambetter, line: 'aca', status: 'activa', effectiveDate: noon('2025-03-01') })
    // New in March 2025: the ACA above (1 March) and a pending one from 31 March; not a cancelled one, nor 1 April or 28 February.
    await addPolicy({ carrier: ambetter, line: 'aca', status: 'pendiente', effectiveDate: noon('2025-03-31') })
    await addPolicy({
      carrier: ambetter,
      line: 'aca',
      status: 'cancelada',
      effectiveDate: noon('2025-03-10'),
      statusChangedOn: noon('2025-02-20'),
    })
    await addPolicy({ carrier: ambetter, line: 'aca', status: 'pendiente', effectiveDate: noon('2025-04-01') })
    await addPolicy({
      carrier: humana,
      line: 'medigap',
      status: 'terminada',
      effectiveDate: noon('2025-02-28'),
      endDate: noon('2025-02-28'),
    })
    // Ended in March: a termination dated 31 March, a cancellation without end date whose status changed on 5 March.
    await addPolicy({
      carrier: humana,
      line: 'medicare-advantage',
      status: 'terminada',
      effectiveDate: noon('2023-01-01'),
      endDate: noon('2025-03-31'),
    })
    await addPolicy({
      carrier: ambetter,
      line: 'aca',
      status: 'cancelada',
      effectiveDate: noon('2024-01-01'),
      statusChangedOn: noon('2025-03-05'),
    })

    const report = await policyReport(payload, staff as never, ZONE, NOW)
    expect(report.month).toBe('2025-03')
    expect(report.activeTotal - before.activeTotal).toBe(4)
    expect(report.activeByCarrier).toEqual(
      expect.arrayContaining([
        { key: String(humana), label: `Humana ${suffix}`, count: 3 },
        { key: String(ambetter), label: `Ambetter ${suffix}`, count: 1 },
      ]),
    )
    expect(lineCount(report, 'medicare-advantage') - lineCount(before, 'medicare-advantage')).toBe(2)
    expect(lineCount(report, 'medicare-part-d') - lineCount(before, 'medicare-part-d')).toBe(1)
    expect(lineCount(report, 'aca') - lineCount(before, 'aca')).toBe(1)
    expect(report.activeByLine.find((row) => row.key === 'medicare-part-d')?.label).toBe('Medicare Parte D')
    expect(lineCount(report, 'medigap') - lineCount(before, 'medigap')).toBe(0)
    expect(report.newThisMonth - before.newThisMonth).toBe(2)
    expect(report.endedThisMonth - before.endedThisMonth).toBe(2)
  })

  it('lists the carriers with most active policies first', async () => {
    const report = await policyReport(payload, staff as never, ZONE, NOW)
    const counts = report.activeByCarrier.map((row) => row.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})
