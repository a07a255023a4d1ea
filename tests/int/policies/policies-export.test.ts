/**
 * The policies' CSV (issue 36 item 7): GET /api/export/policies.csv, staff only, with the contacts
 * CSV's conventions: UTF-8 byte-order mark, Spanish headers, CRLF line ends, formula-safe cells.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { type Account, newLead, rest, signIn } from '../../support/policies-api'
import { restCall } from '../../support/rest-api'

let payload: Payload
let staff: Account
let agent: Account
let marker: string
let clientName: string

const exportOf = (query: string, token?: string) => restCall('GET', `export/policies.csv${query}`, { token })

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
  staff = await signIn(payload, 'staff', 'Marta Export')
  agent = await signIn(payload, 'staff', 'Pedro Agente', '17005555')
  marker = `Exp${randomUUID().slice(0, 6)}`
  const lead = await newLead(staff, marker)
  clientName = lead.fullName
  const carrier = (await payload.find({ collection: 'insurers', limit: 1, sort: 'order' })).docs[0]
  const response = await rest('POST', 'policies', staff, {
    client: lead.id,
    line: 'aca',
    carrier: carrier.id,
    planName: 'Plata Ñandú, "Estándar"',
    planId: '12345FL0010001-01',
    memberNumber: '=HYPERLINK("http://malo.example")',
    status: 'activa',
    effectiveDate: '2027-01-01T12:00:00.000Z',
    monthlyPremium: 612.4,
    monthlySubsidy: 540.15,
    agentOfRecord: agent.id,
    householdMembers: [
      { name: 'Rosa', relationship: 'titular' },
      { name: 'Luis', relationship: 'hijo', dateOfBirth: '2015-03-09T12:00:00.000Z' },
    ],
    notes: '@SUM(A1)\nsegunda línea',
  })
  expect(response.status).toBe(201)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('GET /api/export/policies.csv', () => {
  it('refuses a visitor with a 401 JSON', async () => {
    const response = await exportOf('')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ errors: [{ message: 'No autorizado.' }] })
  })

  it('gives staff a UTF-8 CSV with a BOM, Spanish headers, CRLF ends and formula-safe cells, filtered like the list', async () => {
    const response = await exportOf(`?search=${encodeURIComponent(marker)}`, staff.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="polizas-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.clone().arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await response.text()
    expect(text.endsWith('\r\n')).toBe(true)
    // Outside quoted cells every line ends in CRLF.
    expect(text.replace(/"(?:[^"]|"")*"/g, '""')).not.toMatch(/[^\r]\n/)
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .filter(Boolean)
    expect(rows).toHaveLength(1)
    expect(header.split(',').slice(0, 8)).toEqual([
      'N.º de póliza',
      'Enlace',
      'Cliente',
      'N.º de cliente',
      'Teléfono del cliente',
      'Línea',
      'Aseguradora',
      'Plan',
    ])
    const row = rows[0]
    expect(row).toContain(`,${clientName},`)
    expect(row).toContain(',Obamacare (ACA),')
    expect(row).toContain(',"Plata Ñandú, ""Estándar""",')
    expect(row).toContain(',12345FL0010001-01,')
    expect(row).toContain(`,"'=HYPERLINK(""http://malo.example"")",`)
    expect(row).toContain(',Activa,')
    expect(row).toContain(',2027-01-01,')
    expect(row).toContain(',612.40,540.15,72.25,')
    expect(row).toContain(',Pedro Agente,17005555,')
    expect(row).toContain(',"Rosa (Titular)\nLuis (Hijo o hija) 2015-03-09",')
    expect(row).toContain(`,"'@SUM(A1)\nsegunda línea",`)
  })

  it('holds no policy outside the search', async () => {
    const response = await exportOf(`?search=${encodeURIComponent(`nadie-${randomUUID()}`)}`, staff.token)
    const lines = (await response.text()).split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(1)
  })
})
