import { randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { renewalWorklist, seasonProgress } from '@/policies/read/renewal-worklist'
import { turning65 } from '@/policies/read/turning-65'
import { seasonOfPlanYear } from '@/policies/renewals/seasons'
import { type WorklistQuery, worklistQuery } from '@/policies/renewals/worklist-query'
import { openPayload } from '../../../tooling/payload'
import { restCall } from '../../support/rest-api'

let payload: Payload
type Account = { id: number; token: string; name: string; user: Record<string, unknown> & { id: number; collection: 'users' } }
let staff: Account

const aep = seasonOfPlanYear('aep', 2027)
const oep = seasonOfPlanYear('oep', 2027)

const freshPhone = () => `(305) ${String(randomInt(200, 999))}-${String(randomInt(0, 10_000)).padStart(4, '0')}`

async function signIn(name: string, data: Record<string, unknown> = {}): Promise<Account> {
  const email = `renewals-${randomUUID()}@agencia.example`
  const password = `clave-${randomUUID()}`
  const user = await payload.create({ collection: 'users', data: { email, password, name, roles: ['staff'], ...data } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id, token: token as string, name, user: { ...user, collection: 'users' } as Account['user'] }
}

/** A carrier off the site's carousel; outside Next, so without the site's cache expiry. */
const newCarrier = async (name: string) =>
  (
    await payload.create({
      collection: 'insurers',
      data: { name: `${name} ${randomUUID().slice(0, 8)}`, showOnSite: false, order: 900 },
      context: { skipRevalidate: true },
    })
  ).id

async function newClient(fullName: string, data: Record<string, unknown> = {}) {
  const [firstName, ...rest] = fullName.split(' ')
  const lead = await payload.create({
    collection: 'contacts',
    data: { firstName, lastName: rest.join(' '), phone: freshPhone(), source: 'telefono', status: 'inscrito', ...data },
    overrideAccess: false,
    user: staff.user,
  })
  return lead.id
}

type PolicyData = {
  client: number
  carrier: number
  line: string
  status?: string
  effectiveDate: string
  endDate?: string
  agentOfRecord?: number
}

const newPolicy = async ({ status = 'activa', ...data }: PolicyData) =>
  (
    await payload.create({
      collection: 'policies',
      data: { status, planName: 'Plan de prueba', ...data, effectiveDate: `${data.effectiveDate}T12:00:00.000Z` } as never,
    })
  ).id

const query = (params: Record<string, string>): WorklistQuery => worklistQuery(params)
const namesIn = async (season = aep, params: Record<string, string> = {}) =>
  (await renewalWorklist(payload, staff.user as never, season, query({ temporada: season.kind, ...params }))).rows.map(
    (row) => row.clientName,
  )

const mark = (account: Account | null, body: unknown) => restCall('POST', 'policy-reviews/mark', { token: account?.token, body })

const historyOf = async (contactId: number) =>
  (await payload.find({ collection: 'lead-events', where: { contact: { equals: contactId }, kind: { equals: 'renovacion' } }, sort: 'id' }))
    .docs

beforeAll(async () => {
  payload = await openPayload()
  staff = await signIn('Marta Ruiz')
})

describe('«Renovaciones»: who is on each season’s worklist', () => {
  it('the AEP lists active Medicare policies in force before the plan year; the OEP the active Marketplace ones', async () => {
    const carrier = String(await newCarrier('Humana'))
    const add = async (name: string, data: Omit<PolicyData, 'client' | 'carrier'>) =>
      newPolicy({ client: await newClient(name), carrier: Number(carrier), ...data })
    await add('Ana Advantage', { line: 'medicare-advantage', effectiveDate: '2026-01-01' })
    await add('Berta ParteD', { line: 'medicare-part-d', effectiveDate: '2025-03-01' })
    await add('Carla Medigap', { line: 'medigap', effectiveDate: '2024-07-01', endDate: '2026-12-31T12:00:00.000Z' })
    await add('Dora Cancelada', { line: 'medicare-advantage', status: 'cancelada', effectiveDate: '2026-01-01' })
    await add('Elena Pendiente', { line: 'medicare-advantage', status: 'pendiente', effectiveDate: '2026-01-01' })
    await add('Fina NuevaVenta', { line: 'medicare-advantage', effectiveDate: '2027-01-01' })
    await add('Gloria Terminada', { line: 'medicare-advantage', effectiveDate: '2025-01-01', endDate: '2026-06-30T12:00:00.000Z' })
    await add('Hilda Dental', { line: 'dental-vision-hearing', effectiveDate: '2026-01-01' })
    await add('Inés Mercado', { line: 'aca', effectiveDate: '2026-01-01', endDate: '2026-12-31T12:00:00.000Z' })

    expect(await namesIn(aep, { aseguradora: carrier })).toEqual(['Carla Medigap', 'Berta ParteD', 'Ana Advantage'])
    expect(await namesIn(oep, { aseguradora: carrier })).toEqual(['Inés Mercado'])
  })

  it('filters by carrier, line, agent of record and effective date (both days in), as the address asks', async () => {
    const humana = await newCarrier('Humana')
    const aetna = await newCarrier('Aetna')
    const agent = await signIn('Luis Agente')
    await payload.update({ collection: 'users', id: agent.id, data: { npn: '12345678' } })
    const add = async (name: string, carrier: number, line: string, effectiveDate: string, agentOfRecord?: number) =>
      newPolicy({ client: await newClient(name), carrier, line, effectiveDate, agentOfRecord })
    await add('Rosa HMO', humana, 'medicare-advantage', '2026-01-01', agent.id)
    await add('Sara PDP', humana, 'medicare-part-d', '2026-01-01')
    await add('Tere Febrero', humana, 'medicare-advantage', '2026-02-01')
    await add('Úrsula Aetna', aetna, 'medicare-advantage', '2026-01-01', agent.id)

    const both = { aseguradora: String(humana) }
    expect(await namesIn(aep, { ...both, linea: 'medicare-advantage' })).toEqual(['Rosa HMO', 'Tere Febrero'])
    expect(await namesIn(aep, { ...both, agente: String(agent.id) })).toEqual(['Rosa HMO'])
    expect(await namesIn(aep, { agente: String(agent.id) })).toEqual(['Rosa HMO', 'Úrsula Aetna'])
    expect(await namesIn(aep, { ...both, desde: '2026-01-01', hasta: '2026-01-01' })).toEqual(['Rosa HMO', 'Sara PDP'])
    expect(await namesIn(aep, { ...both, desde: '2026-01-02' })).toEqual(['Tere Febrero'])
    // A line of the other season, or a malformed filter, is no filter: the bookmark still opens.
    expect(await namesIn(aep, { ...both, linea: 'aca', desde: '1 de enero' })).toEqual(['Rosa HMO', 'Sara PDP', 'Tere Febrero'])
  })

  it('a row shows the phone, whether the client is on «No contactar», and the last contact attempt', async () => {
    const carrier = await newCarrier('Aetna')
    const calm = await newClient('Marisa Llamable')
    const quiet = await newClient('Nora Silencio', { doNotContact: true, doNotContactChannel: 'llamada' })
    await newPolicy({ client: calm, carrier, line: 'medicare-advantage', effectiveDate: '2026-01-01' })
    await newPolicy({ client: quiet, carrier, line: 'medicare-advantage', effectiveDate: '2026-01-01' })
    const attempt = await restCall('POST', `contacts/${calm}/attempts`, {
      token: staff.token,
      body: { channel: 'llamada', outcome: 'no-contesto' },
    })
    expect(attempt.status).toBe(201)

    const { rows } = await renewalWorklist(payload, staff.user as never, aep, query({ aseguradora: String(carrier) }))
    const byName = Object.fromEntries(rows.map((row) => [row.clientName, row]))
    expect(byName['Marisa Llamable']).toMatchObject({ doNotContact: false, lastContact: { channel: 'llamada', outcome: 'no-contesto' } })
    expect(byName['Marisa Llamable'].phone).toMatch(/^\(305\)/)
    expect(byName['Nora Silencio']).toMatchObject({ doNotContact: true, lastContact: null })
    expect(byName['Marisa Llamable'].awaitingConsent).toBe(false)
  })

  it('a client a carrier’s report brought gets no call link until staff record consent for calls', async () => {
    const carrier = await newCarrier('Humana')
    const imported = await newClient('Irene Importada')
    // As the carrier-report import stores the person (server code; staff cannot set the flag).
    await payload.update({ collection: 'contacts', id: imported, data: { importedFromReport: true } })
    await newPolicy({ client: imported, carrier, line: 'medicare-part-d', effectiveDate: '2026-01-01' })
    const row = async () => (await renewalWorklist(payload, staff.user as never, aep, query({ aseguradora: String(carrier) }))).rows[0]
    expect(await row()).toMatchObject({ clientName: 'Irene Importada', awaitingConsent: true, doNotContact: false })

    const consent = await restCall('PATCH', `contacts/${imported}`, {
      token: staff.token,
      body: { consentCalls: 'acepta', consentHeardVia: 'llamada' },
    })
    expect(consent.status).toBe(200)
    expect(await row()).toMatchObject({ awaitingConsent: false })
  })
})

describe('«Renovaciones»: the review state, set in one tap', () => {
  it('is saved once per policy and season, each change a history line (who, when, from → to), and the progress moves', async () => {
    const carrier = await newCarrier('Humana')
    const agent = await signIn('Pilar Agente')
    await payload.update({ collection: 'users', id: agent.id, data: { npn: '87654321' } })
    const client = await newClient('Olga Revisada')
    const policy = await newPolicy({ client, carrier, line: 'medicare-advantage', effectiveDate: '2026-01-01', agentOfRecord: agent.id })
    await newPolicy({
      client: await newClient('Paca Pendiente'),
      carrier,
      line: 'medigap',
      effectiveDate: '2026-01-01',
      agentOfRecord: agent.id,
    })
    const agentProgress = async () =>
      (await seasonProgress(payload, staff.user as never, aep)).perAgent.find((row) => row.agentId === agent.id)
    expect(await agentProgress()).toMatchObject({ agentName: 'Pilar Agente', reviewed: 0, total: 2 })

    const first = await mark(staff, { policy, season: aep.key, state: 'sin-cambios' })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ message: 'Olga Revisada: Revisado sin cambios.', state: 'sin-cambios' })
    expect(await agentProgress()).toMatchObject({ reviewed: 1, total: 2 })

    expect((await mark(staff, { policy, season: aep.key, state: 'cambio-de-plan' })).status).toBe(200)
    const reviews = await payload.find({ collection: 'policy-reviews', where: { policy: { equals: policy } } })
    expect(reviews.docs.map(({ season, state, reviewedByName }) => ({ season, state, reviewedByName }))).toEqual([
      { season: 'aep-2027', state: 'cambio-de-plan', reviewedByName: 'Marta Ruiz' },
    ])
    const lines = await historyOf(client)
    expect(lines.map(({ note, authorName }) => ({ note, authorName }))).toEqual([
      {
        note: expect.stringMatching(/^Renovación AEP 2027 \(Humana .*· Plan de prueba\): Por revisar → Revisado sin cambios$/),
        authorName: 'Marta Ruiz',
      },
      { note: expect.stringMatching(/^Renovación AEP 2027 .*: Revisado sin cambios → Cambió de plan$/), authorName: 'Marta Ruiz' },
    ])

    // Back to «Por revisar»: no longer counted as reviewed.
    expect((await mark(staff, { policy, season: aep.key, state: 'por-revisar' })).status).toBe(200)
    expect(await agentProgress()).toMatchObject({ reviewed: 0, total: 2 })
    const { rows } = await renewalWorklist(payload, staff.user as never, aep, query({ aseguradora: String(carrier) }))
    expect(rows.map((row) => row.state)).toEqual(['por-revisar', 'por-revisar'])
  })

  it('refuses, in Spanish and with a 4xx, the anonymous, the malformed, the unknown policy and a policy outside the season', async () => {
    const carrier = await newCarrier('Ambetter')
    const aca = await newPolicy({ client: await newClient('Queta Mercado'), carrier, line: 'aca', effectiveDate: '2026-01-01' })
    const cases: [Account | null, unknown, number, RegExp][] = [
      [null, { policy: aca, season: oep.key, state: 'sin-cambios' }, 401, /Inicie sesión/],
      [staff, { policy: aca, season: oep.key, state: 'revisado' }, 400, /Elija el estado/],
      [staff, { policy: aca, season: 'aep-27', state: 'sin-cambios' }, 400, /temporada/],
      [staff, { policy: 'uno', season: oep.key, state: 'sin-cambios' }, 400, /póliza/],
      [staff, { policy: 999_999_999, season: oep.key, state: 'sin-cambios' }, 404, /No se encontró la póliza/],
      [staff, { policy: aca, season: aep.key, state: 'sin-cambios' }, 400, /la AEP revisa las de Medicare/],
    ]
    for (const [account, body, status, message] of cases) {
      const response = await mark(account, body)
      expect({ body, status: response.status }).toEqual({ body, status })
      expect(((await response.json()) as { message: string }).message).toMatch(message)
    }
    const notJson = await restCall('POST', 'policy-reviews/mark', { token: staff.token, headers: { 'content-type': 'text/plain' } })
    expect(notJson.status).toBe(415)
    expect((await payload.count({ collection: 'policy-reviews', where: { policy: { equals: aca } } })).totalDocs).toBe(0)

    expect((await mark(staff, { policy: aca, season: oep.key, state: 'no-contesta' })).status).toBe(200)
  })
})

describe('«Cumplen 65»', () => {
  it('lists clients and leads turning 65 in the next seven months by the agency’s calendar day, with their Medicare window', async () => {
    // 22:00 on 28 November in Miami is already 29 November in UTC: the list counts from the agency's 28th.
    const now = new Date('2026-11-29T03:00:00.000Z')
    const tag = randomUUID().slice(0, 6)
    const born = async (name: string, dateOfBirth: string) => newClient(`${name} ${tag}`, { dateOfBirth: `${dateOfBirth}T12:00:00.000Z` })
    const today = await born('Hoy', '1961-11-28')
    await born('Ayer', '1961-11-27')
    const first = await born('Primero', '1962-06-01')
    await born('Último', '1962-06-27')
    await born('Fuera', '1962-06-28')
    await newPolicy({ client: today, carrier: await newCarrier('Humana'), line: 'aca', effectiveDate: '2026-01-01' })

    const rows = (await turning65(payload, staff.user as never, 'America/New_York', now)).filter((row) => row.name.endsWith(tag))
    expect(rows.map(({ name, birthday, window, isClient }) => ({ name, birthday, window, isClient }))).toEqual([
      { name: `Hoy ${tag}`, birthday: '2026-11-28', window: { opensOn: '2026-08-01', closesOn: '2027-02-28' }, isClient: true },
      { name: `Primero ${tag}`, birthday: '2027-06-01', window: { opensOn: '2027-02-01', closesOn: '2027-08-31' }, isClient: false },
      { name: `Último ${tag}`, birthday: '2027-06-27', window: { opensOn: '2027-03-01', closesOn: '2027-09-30' }, isClient: false },
    ])
    expect(rows.find((row) => row.contactId === first)?.phone).toMatch(/^\(305\)/)
  })
})
