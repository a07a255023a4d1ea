import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { followUpsDue, myOpenLeads, newLeadCounts } from '@/leads/read/desk'
import { openPayload } from '../../../tooling/payload'
import { generatedCarrierReport, readCarrierReportFixture, uploadCarrierReport } from '../../support/carrier-reports'
import { restCall } from '../../support/rest-api'

type Account = { id: number; token: string; user: Record<string, unknown> & { id: number; collection: 'users' } }
type Preview = { id: number; headers: string[]; mapping: Record<string, string>; problems: string[]; counts: Record<string, number> | null }
type ResultsPage = { page: number; totalPages: number; totalRows: number; rows: { row: number; outcome: string; message: string }[] }

let payload: Payload
let staff: Account
const TIME_ZONE = 'America/New_York'

async function signIn(name: string): Promise<Account> {
  const email = `import-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: ['staff'], npn: '17654321' } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, user: { ...user, collection: 'users' } }
}

const newCarrier = async (name: string) =>
  (await payload.create({ collection: 'insurers', data: { name: `${name} ${randomUUID().slice(0, 8)}`, showOnSite: false, order: 999 } }))
    .id

async function upload(carrier: number, bytes: Uint8Array, name = 'humana-bob.csv', line = 'segun-plan') {
  const response = await uploadCarrierReport(staff.token, { carrier, name, line }, bytes)
  return { status: response.status, body: (await response.json()) as Preview & { message?: string } }
}

const resultsOf = async (id: number, page = 1) =>
  (await (await restCall('GET', `carrier-imports/${id}/rows?page=${page}`, { token: staff.token })).json()) as ResultsPage

const progressOf = async (id: number) =>
  (await (await restCall('GET', `carrier-imports/${id}/progress`, { token: staff.token })).json()) as {
    status: string
    rowsDone: number
    rowsTotal: number
    counts: Record<string, number>
  }

/** Every progress the polling read, as the screen shows it. */
let seen: { status: string; rowsDone: number; rowsTotal: number }[] = []

/** «Aplicar» (which starts the import's job at once), then the progress the screen reads, until applied (or failed). */
async function applyAndWait(id: number, timeoutMs = 60_000) {
  const queued = await restCall('POST', `carrier-imports/${id}/apply`, { token: staff.token })
  expect(queued.status).toBe(202)
  const deadline = Date.now() + timeoutMs
  let progress = await progressOf(id)
  seen.push(progress)
  while (progress.status !== 'aplicada' && progress.status !== 'fallida' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    progress = await progressOf(id)
    seen.push(progress)
  }
  return progress
}

const policiesOf = async (carrier: number) =>
  (await payload.find({ collection: 'policies', where: { carrier: { equals: carrier } }, pagination: false, depth: 0, sort: 'id' })).docs

const clientNamed = async (fullName: string) =>
  (await payload.find({ collection: 'contacts', where: { fullName: { equals: fullName } }, depth: 0, limit: 5 })).docs

beforeAll(async () => {
  payload = await openPayload()
  staff = await signIn('Laura Rivas')
})

describe('a carrier report imported by staff', () => {
  it('previews each row of the sample export in Spanish, applies it in the queue, and re-importing changes nothing', async () => {
    const carrier = await newCarrier('Humana')
    const first = await upload(carrier, readCarrierReportFixture())
    expect(first.status).toBe(201)
    expect(first.body.problems).toEqual([])
    expect(first.body.counts).toEqual({ nueva: 4, actualizada: 0, 'sin-cambios': 0, rechazada: 3 })
    const preview = await resultsOf(first.body.id)
    expect(preview.rows.map((row) => [row.row, row.message])).toEqual([
      [2, 'Nueva póliza; cliente nuevo «María Gómez Ruiz» (importado).'],
      [3, 'Nueva póliza; cliente nuevo «José Fernández» (importado).'],
      [4, 'Nueva póliza; cliente nuevo «Carmen Núñez» (importado).'],
      [5, 'Nueva póliza; cliente nuevo «Luis Ortega» (importado).'],
      [6, 'Rechazada: fecha de nacimiento no válida («13/45/1960»).'],
      [7, 'Rechazada: falta el número de miembro y el nombre.'],
      [8, 'Rechazada: identificador de plan no reconocido («H1036-77»).'],
    ])
    expect(await policiesOf(carrier)).toEqual([])

    const applied = await applyAndWait(first.body.id)
    expect(applied).toMatchObject({ status: 'aplicada', rowsDone: 7, rowsTotal: 7 })
    const policies = await policiesOf(carrier)
    expect(policies.map((policy) => [policy.memberNumber, policy.line, policy.status, policy.source, policy.effectiveDate])).toEqual([
      ['H73150001', 'medicare-advantage', 'activa', 'importada', '2026-01-01T12:00:00.000Z'],
      ['H73150002', 'medicare-advantage', 'activa', 'importada', '2026-01-01T12:00:00.000Z'],
      ['H73150003', 'medicare-part-d', 'pendiente', 'importada', '2026-02-01T12:00:00.000Z'],
      ['H73150004', 'medicare-advantage', 'terminada', 'importada', '2025-01-01T12:00:00.000Z'],
    ])
    expect(policies[0].agentOfRecord).toBe(staff.id)

    const [maria] = await clientNamed('María Gómez Ruiz')
    expect(maria).toMatchObject({ importedFromReport: true, source: 'informe', phone: '(305) 555-0101', hasMedicare: true })
    expect(maria.dateOfBirth).toBe('1958-03-14T12:00:00.000Z')
    const consents = await payload.find({ collection: 'consent-records', where: { contact: { equals: maria.id } }, depth: 0 })
    expect(consents.totalDocs).toBe(0)
    const history = await payload.find({ collection: 'lead-events', where: { contact: { equals: maria.id } }, depth: 0 })
    expect(history.docs.map((line) => [line.kind, line.authorName])).toEqual([['importacion', 'Laura Rivas']])
    expect(history.docs[0].note).toMatch(/^Informe de Humana .* \(humana-bob\.csv\): 1 póliza nueva\. Cliente creado por el informe/)

    const mapping = await payload.find({ collection: 'carrier-import-mappings', where: { carrier: { equals: carrier } }, depth: 0 })
    expect(mapping.docs[0].columns).toMatchObject({ memberNumber: 'Member ID', effectiveDate: 'Effective Date' })

    const again = await upload(carrier, readCarrierReportFixture())
    expect(again.body.counts).toEqual({ nueva: 0, actualizada: 0, 'sin-cambios': 4, rechazada: 3 })
    expect((await resultsOf(again.body.id)).rows[0].message).toBe('Sin cambios; coincide con «María Gómez Ruiz».')
    await applyAndWait(again.body.id)
    expect(await policiesOf(carrier)).toHaveLength(4)
    expect(await clientNamed('María Gómez Ruiz')).toHaveLength(1)
    const historyAfter = await payload.find({ collection: 'lead-events', where: { contact: { equals: maria.id } }, depth: 0 })
    expect(historyAfter.totalDocs).toBe(1)
  })

  it('matches a known lead by name, date of birth and phone however written, and a policy by member number', async () => {
    const carrier = await newCarrier('Aetna')
    const lead = await payload.create({
      collection: 'contacts',
      data: {
        firstName: 'Jose',
        lastName: 'FERNANDEZ',
        phone: '305.555.0102',
        source: 'telefono',
        status: 'nuevo',
        dateOfBirth: '1959-11-02T12:00:00.000Z',
      },
      overrideAccess: false,
      user: staff.user,
    })
    const csv = (status: string, term: string) =>
      new TextEncoder().encode(
        'Member ID,First Name,Last Name,DOB,Phone,Plan Name,Contract-PBP,Effective Date,Term Date,Policy Status,Premium\r\n' +
          `A-${lead.id},José,Fernández,11/02/1959,(305) 555-0102,Aetna Medicare Eagle (PPO),H5521-241-000,` +
          `01/01/2026,${term},${status},$0.00\r\n`,
      )
    const first = await upload(carrier, csv('Active', ''))
    expect((await resultsOf(first.body.id)).rows[0].message).toBe('Nueva póliza; coincide con «Jose FERNANDEZ».')
    await applyAndWait(first.body.id)
    const [policy] = await policiesOf(carrier)
    expect(policy.client).toBe(lead.id)

    const second = await upload(carrier, csv('Terminated', '06/30/2026'))
    expect(second.body.counts).toMatchObject({ actualizada: 1 })
    expect((await resultsOf(second.body.id)).rows[0].message).toBe('Actualizada (estado, vigente hasta); coincide con «Jose FERNANDEZ».')
    await applyAndWait(second.body.id)
    const [updated] = await policiesOf(carrier)
    expect(updated).toMatchObject({ id: policy.id, status: 'terminada', endDate: '2026-06-30T12:00:00.000Z' })
    const history = await payload.find({
      collection: 'lead-events',
      where: { contact: { equals: lead.id }, kind: { equals: 'importacion' } },
    })
    expect(history.docs.map((line) => line.note)).toContainEqual(expect.stringContaining('póliza actualizada (estado, vigente hasta)'))
  })

  it('refuses wrong files with a Spanish message and a 4xx, and names a mapped column the file lacks', async () => {
    const carrier = await newCarrier('Ambetter')
    const csv = readCarrierReportFixture()
    expect((await upload(carrier, csv, 'informe.xlsx')).body.message).toBe(
      'El archivo debe ser un CSV (.csv), como lo exporta la aseguradora.',
    )
    const empty = await upload(carrier, new Uint8Array())
    expect([empty.status, empty.body.message]).toEqual([422, 'El archivo está vacío.'])
    const oversize = await upload(carrier, new Uint8Array(8 * 1024 * 1024 + 1).fill(0x41))
    expect(oversize.status).toBe(413)
    expect(oversize.body.message).toMatch(/^El archivo pasa de 8 MB/)
    const anonymous = await uploadCarrierReport(null, { carrier, name: 'a.csv' }, csv)
    expect(anonymous.status).toBe(401)

    const { body } = await upload(carrier, csv)
    const remapped = await restCall('POST', `carrier-imports/${body.id}/preview`, {
      token: staff.token,
      body: { mapping: { ...body.mapping, effectiveDate: 'Fecha de inicio' }, line: 'segun-plan' },
    })
    expect(remapped.status).toBe(200)
    expect(((await remapped.json()) as Preview).problems).toEqual(['La columna «Fecha de inicio» no está en el archivo.'])
    const refusedApply = await restCall('POST', `carrier-imports/${body.id}/apply`, { token: staff.token })
    expect(refusedApply.status).toBe(409)
  })

  it('keeps a person brought by a report off every call list until staff record their consent', async () => {
    const carrier = await newCarrier('Humana')
    const { body } = await upload(carrier, readCarrierReportFixture())
    await applyAndWait(body.id)
    const [carmen] = (await clientNamed('Carmen Núñez')).filter((client) => client.importedFromReport)
    // Staff set to work the person as any lead: new, theirs, to call now.
    await payload.update({
      collection: 'contacts',
      id: carmen.id,
      data: { status: 'nuevo', assignee: staff.id, followUpAt: new Date(Date.now() - 3_600_000).toISOString() },
      overrideAccess: false,
      user: staff.user,
    })
    const onLists = async () => {
      const [due, mine, counts] = await Promise.all([
        followUpsDue(payload, staff.user as never, TIME_ZONE),
        myOpenLeads(payload, staff.user as never),
        newLeadCounts(payload, staff.user as never),
      ])
      return {
        due: due.leads.some((lead) => lead.id === carmen.id),
        mine: mine.leads.some((lead) => lead.id === carmen.id),
        newCount: counts.toAttend,
      }
    }
    const before = await onLists()
    expect(before).toMatchObject({ due: false, mine: false })

    const consent = await restCall('PATCH', `contacts/${carmen.id}`, {
      token: staff.token,
      body: { consentCalls: 'acepta', consentHeardVia: 'llamada' },
    })
    expect(consent.status).toBe(200)
    const after = await onLists()
    expect(after).toMatchObject({ due: true, mine: true, newCount: before.newCount + 1 })
    const released = await payload.findByID({ collection: 'contacts', id: carmen.id, depth: 0 })
    expect(released).toMatchObject({ importedFromReport: false, source: 'informe' })
  })

  it('imports 10 000 rows in the queue, all of them, and a second import of the file changes nothing', async () => {
    const carrier = await newCarrier('Big')
    const report = generatedCarrierReport(10_000, `B${Date.now() % 100_000}-`)
    const first = await upload(carrier, report, 'grande.csv')
    expect(first.body.counts).toEqual({ nueva: 10_000, actualizada: 0, 'sin-cambios': 0, rechazada: 0 })
    expect((await resultsOf(first.body.id, 200)).page).toBe(200)
    seen = []
    const applied = await applyAndWait(first.body.id, 120_000)
    expect(applied).toMatchObject({ status: 'aplicada', rowsDone: 10_000, rowsTotal: 10_000 })
    // The screen saw it under way before the end: queued or applying, fewer rows done than the report has.
    expect(seen[0].status).toMatch(/^(en-cola|aplicando)$/)
    expect(seen[0].rowsDone).toBeLessThan(10_000)
    const count = await payload.count({ collection: 'policies', where: { carrier: { equals: carrier } } })
    expect(count.totalDocs).toBe(10_000)
    const second = await upload(carrier, report, 'grande.csv')
    expect(second.body.counts).toEqual({ nueva: 0, actualizada: 0, 'sin-cambios': 10_000, rechazada: 0 })
  }, 300_000)
})
