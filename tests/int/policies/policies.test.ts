/**
 * Policies (issue 36 items 1–3): the plan id checked by line, sensible dates, the net premium
 * computed, the title, an agent of record with an NPN; every creation, change and deletion a line
 * in the client's history; a client with policies cannot be deleted.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '@/lib/relation-id'
import type { Policy } from '@/payload-types'
import { createSigningLink } from '@/records/create-signing-link'
import { signThroughLink } from '@/records/sign-record'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { type Account, fieldErrors, newLead, rest, signIn } from '../../support/policies-api'
import { signature } from '../../support/signing-input'

let payload: Payload
let staff: Account
let admin: Account
let agent: Account
let carrierId: number
let carrierName: string

const base = () => ({
  line: 'medicare-advantage',
  carrier: carrierId,
  planName: 'Plan HMO Oro',
  status: 'pendiente',
  effectiveDate: '2027-01-01T12:00:00.000Z',
})

async function createPolicy(client: number, data: Record<string, unknown> = {}, account: Account = staff) {
  return rest('POST', 'policies', account, { client, ...base(), ...data })
}

async function created(client: number, data: Record<string, unknown> = {}): Promise<Policy> {
  const response = await createPolicy(client, data)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return ((await response.json()) as { doc: Policy }).doc
}

async function historyOf(contactId: number): Promise<{ note: string; authorName: string; kind: string }[]> {
  const response = await rest('GET', `lead-events?where[contact][equals]=${contactId}&sort=-id&limit=50&depth=0`, staff)
  const { docs } = (await response.json()) as { docs: { note: string; authorName: string; kind: string }[] }
  return docs.filter((line) => line.kind === 'poliza')
}

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
  staff = await signIn(payload, 'staff', 'Ana Torres')
  admin = await signIn(payload, 'admin', 'Administración Pólizas')
  agent = await signIn(payload, 'staff', 'Luis Agente', '17001234')
  const insurer = (await payload.find({ collection: 'insurers', limit: 1, sort: 'order' })).docs[0]
  carrierId = insurer.id
  carrierName = insurer.name
  await payload.updateGlobal({ slug: 'site-settings', data: { agencyNpn: '19990001' }, context: { skipRevalidate: true } })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the plan id by line', () => {
  it.each([
    ['medicare-advantage', 'H1234-567-000', 'H1234-567-000'],
    ['medicare-advantage', 'r5678-001', 'R5678-001'],
    ['medicare-advantage', 'H1234567001', 'H1234-567-001'],
    ['medicare-part-d', 'S4802-089', 'S4802-089'],
    ['medicare-part-d', 'H1036-200-000', 'H1036-200-000'],
    ['aca', '12345FL0010001', '12345FL0010001'],
    ['aca', '12345fl0010001-01', '12345FL0010001-01'],
    ['medigap', 'Plan G', 'Plan G'],
  ])('accepts %s «%s», stored as %s', async (line, planId, stored) => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { line, planId })
    expect(policy.planId).toBe(stored)
  })

  it.each([
    ['medicare-advantage', 'S1234-567', 'Medicare Advantage es el contrato (H o R'],
    ['medicare-advantage', 'H123-567-000', 'Medicare Advantage'],
    ['medicare-part-d', 'S1234-56', 'Parte D'],
    ['aca', '12345FL001000', 'ID HIOS de 14 caracteres'],
    ['aca', 'H1234-567-000', 'ID HIOS de 14 caracteres'],
  ])('refuses %s «%s» with a Spanish message on the field', async (line, planId, message) => {
    const lead = await newLead(staff)
    const response = await createPolicy(lead.id, { line, planId })
    expect(response.status).toBe(400)
    expect((await fieldErrors(response)).planId).toContain(message)
  })

  it('checks the stored plan id again when only the line changes', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { planId: 'H1234-567-000' })
    const response = await rest('PATCH', `policies/${policy.id}`, staff, { line: 'aca' })
    expect(response.status).toBe(400)
    expect((await fieldErrors(response)).planId).toContain('ID HIOS')
  })
})

describe('the dates', () => {
  it('refuses coverage that ends before it starts', async () => {
    const lead = await newLead(staff)
    const response = await createPolicy(lead.id, { endDate: '2026-12-31T12:00:00.000Z' })
    expect(response.status).toBe(400)
    expect((await fieldErrors(response)).endDate).toBe('La póliza no puede terminar antes de la fecha en que entra en vigor.')
  })

  it('takes coverage of a single day (the same calendar day, whatever the hour stored)', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { effectiveDate: '2027-01-01T16:00:00.000Z', endDate: '2027-01-01T05:00:00.000Z' })
    expect(policy.endDate).toBeTruthy()
  })

  it('refuses an application dated after today, and a status dated before the application', async () => {
    const lead = await newLead(staff)
    const future = await createPolicy(lead.id, { appliedOn: '2099-01-01T12:00:00.000Z' })
    expect(future.status).toBe(400)
    expect((await fieldErrors(future)).appliedOn).toBe('La fecha de solicitud no puede ser posterior a hoy.')
    const before = await createPolicy(lead.id, { appliedOn: '2026-10-20T12:00:00.000Z', statusChangedOn: '2026-10-01T12:00:00.000Z' })
    expect(before.status).toBe(400)
    expect((await fieldErrors(before)).statusChangedOn).toBe('La fecha del estado no puede ser anterior a la fecha de solicitud.')
  })

  it('dates a status change today when staff leave the date as it was', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { appliedOn: '2026-10-20T12:00:00.000Z', statusChangedOn: '2026-10-20T12:00:00.000Z' })
    const response = await rest('PATCH', `policies/${policy.id}`, staff, { status: 'activa' })
    expect(response.status).toBe(200)
    const { doc } = (await response.json()) as { doc: Policy }
    expect(doc.statusChangedOn?.slice(0, 10)).not.toBe('2026-10-20')
    expect(doc.statusChangedOn).toMatch(/T12:00:00\.000Z$/)
  })
})

describe('the premiums and the title', () => {
  it('computes the net premium of an ACA policy, never below zero, whatever the request sends', async () => {
    const lead = await newLead(staff)
    const aca = { line: 'aca', planId: '12345FL0010001' }
    const policy = await created(lead.id, { ...aca, monthlyPremium: 612.4, monthlySubsidy: 540.15, netPremium: 1 })
    expect(policy.netPremium).toBe(72.25)
    const covered = await rest('PATCH', `policies/${policy.id}`, staff, { monthlySubsidy: 700 })
    expect(((await covered.json()) as { doc: Policy }).doc.netPremium).toBe(0)
  })

  it('keeps no subsidy nor net premium on other lines', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { monthlyPremium: 30, monthlySubsidy: 20 })
    expect(policy.monthlySubsidy ?? null).toBeNull()
    expect(policy.netPremium ?? null).toBeNull()
  })

  it('names the policy «Aseguradora · Línea · Cliente», whatever the request sends as title', async () => {
    const lead = await newLead(staff, 'Gómez')
    const policy = await created(lead.id, { title: 'otro' })
    expect(policy.title).toBe(`${carrierName} · Medicare Advantage · Rosa Gómez`)
  })
})

describe('the agent of record', () => {
  it('takes an agent with an NPN', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id, { agentOfRecord: agent.id })
    expect(relationId(policy.agentOfRecord)).toBe(agent.id)
  })

  it('refuses an account without an NPN, through REST and the Local API', async () => {
    const lead = await newLead(staff)
    const response = await createPolicy(lead.id, { agentOfRecord: staff.id })
    expect(response.status).toBe(400)
    expect((await fieldErrors(response)).agentOfRecord).toContain('debe ser un usuario con NPN')
    await expect(
      payload.create({ collection: 'policies', data: { client: lead.id, ...base(), agentOfRecord: admin.id } as never }),
    ).rejects.toThrow(/Agente de registro/)
  })
})

describe('the client’s history', () => {
  it('writes who created the policy and what it holds', async () => {
    const lead = await newLead(staff, 'Historia')
    await created(lead.id, { planId: 'H1234-567-000', monthlyPremium: 0, agentOfRecord: agent.id })
    const [line] = await historyOf(lead.id)
    expect(line.authorName).toBe('Ana Torres')
    const [headline, ...changes] = line.note.split('\n')
    expect(headline).toBe(`Póliza registrada: ${carrierName} · Medicare Advantage · Rosa Historia`)
    expect(changes).toEqual(
      expect.arrayContaining([
        'Línea: Medicare Advantage',
        `Aseguradora: ${carrierName}`,
        'Identificador del plan: H1234-567-000',
        'Estado: Pendiente',
        'Vigente desde: 1 de enero de 2027',
        'Agente de registro: Luis Agente',
      ]),
    )
  })

  it('writes each change «antes → ahora» with labels and Spanish dates, and nothing for a save that changes nothing', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id)
    await rest('PATCH', `policies/${policy.id}`, staff, {
      status: 'activa',
      effectiveDate: '2027-02-01T12:00:00.000Z',
      memberNumber: 'M-001',
      notes: 'Llamó para confirmar',
    })
    const [change] = await historyOf(lead.id)
    expect(change.note.split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Póliza modificada: /),
        'Número de miembro o de póliza: — → M-001',
        'Estado: Pendiente → Activa',
        'Vigente desde: 1 de enero de 2027 → 1 de febrero de 2027',
        'Notas: modificadas',
      ]),
    )
    const count = (await historyOf(lead.id)).length
    await rest('PATCH', `policies/${policy.id}`, staff, { memberNumber: 'M-001' })
    expect(await historyOf(lead.id)).toHaveLength(count)
  })

  it('writes the deletion by an admin', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id)
    const response = await rest('DELETE', `policies/${policy.id}`, admin)
    expect(response.status).toBe(200)
    const [line] = await historyOf(lead.id)
    expect(line.note).toBe(`Póliza borrada: ${policy.title}`)
    expect(line.authorName).toBe('Administración Pólizas')
  })
})

describe('a lead with a policy is a client', () => {
  it('is marked «Cliente» while it has a policy, and not before nor after; staff cannot set the mark', async () => {
    const lead = await newLead(staff)
    const isClient = async () =>
      ((await (await rest('GET', `contacts/${lead.id}?depth=0`, staff)).json()) as { isClient?: boolean }).isClient
    expect(await isClient()).toBe(false)
    await rest('PATCH', `contacts/${lead.id}`, staff, { isClient: true })
    expect(await isClient()).toBe(false)
    const policy = await created(lead.id)
    expect(await isClient()).toBe(true)
    const clients = await rest('GET', `contacts?where[isClient][equals]=true&where[id][equals]=${lead.id}&depth=0`, staff)
    expect(((await clients.json()) as { totalDocs: number }).totalDocs).toBe(1)
    await rest('DELETE', `policies/${policy.id}`, admin)
    expect(await isClient()).toBe(false)
  })

  it('moves with the policy to another client', async () => {
    const first = await newLead(staff)
    const second = await newLead(staff)
    const policy = await created(first.id)
    await rest('PATCH', `policies/${policy.id}`, staff, { client: second.id })
    const mark = async (id: number) =>
      ((await (await rest('GET', `contacts/${id}?depth=0`, staff)).json()) as { isClient?: boolean }).isClient
    expect([await mark(first.id), await mark(second.id)]).toEqual([false, true])
  })

  it('links back only to a signed record of the same client', async () => {
    const lead = await newLead(staff)
    const other = await newLead(staff)
    const soaOf = async (leadId: number) => {
      const link = await createSigningLink(payload, { lead: leadId, purpose: 'soa', sentBy: agent.id })
      const outcome = await signThroughLink(payload, link.url.split('/firmar/')[1], signature({ products: ['medicare-advantage'] }), {
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (prueba)',
      })
      if (outcome.kind !== 'signed') throw new Error(`not signed: ${outcome.kind}`)
      return outcome.record
    }
    const own = await soaOf(lead.id)
    const record = await soaOf(other.id)
    expect(relationId((await created(lead.id, { precedingRecord: own.id })).precedingRecord)).toBe(own.id)
    const response = await createPolicy(lead.id, { precedingRecord: record.id })
    expect(response.status).toBe(400)
    expect(Object.keys(await fieldErrors(response))).toContain('precedingRecord')
  })
})

describe('a client with policies', () => {
  it('cannot be deleted: a 409 in Spanish, and the client, the policy and the history stay', async () => {
    const lead = await newLead(staff)
    const policy = await created(lead.id)
    const response = await rest('DELETE', `contacts/${lead.id}`, admin)
    expect(response.status).toBe(409)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('Este cliente tiene pólizas registradas: no se puede borrar. Borre o traslade antes sus pólizas.')
    expect((await rest('GET', `contacts/${lead.id}`, staff)).status).toBe(200)
    const kept = (await (await rest('GET', `policies/${policy.id}?depth=0`, staff)).json()) as Policy
    expect(kept.client).toBe(lead.id)
    expect(await historyOf(lead.id)).not.toHaveLength(0)
  })

  it('a lead without policies is still deleted by an admin', async () => {
    const lead = await newLead(staff)
    expect((await rest('DELETE', `contacts/${lead.id}`, admin)).status).toBe(200)
  })
})
