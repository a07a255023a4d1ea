/**
 * The seeded examples (issue 36 item 8): a handful of clients with Medicare and ACA policies across
 * two carriers (one off the site's carousel), one turning 65 in the coming months; only on a
 * developer's database (NODE_ENV development), and seeding again changes nothing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedPolicyExamples } from '@/policies/public'
import { policyExamples } from '@/policies/seed/policy-examples'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import { createStaffUser } from '../../support/staff-user'

let payload: Payload
const now = new Date()
const emails = policyExamples('2026-01-01').map((client) => client.email)

const exampleClients = () =>
  payload.find({ collection: 'contacts', where: { email: { in: emails } }, depth: 0, limit: 20, overrideAccess: true })

beforeAll(async () => {
  payload = await openPayload()
  await seed(payload)
  // Other test files share this database and may have made the first account: the examples need an admin.
  await createStaffUser(payload, 'ejemplos').then((user) =>
    payload.update({ collection: 'users', id: user.id, data: { roles: ['admin'] }, overrideAccess: true }),
  )
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the example book of business', () => {
  it('is not seeded outside development', async () => {
    expect(process.env.NODE_ENV).not.toBe('development')
    expect((await exampleClients()).totalDocs).toBe(0)
  })

  it('seeds clients with Medicare and ACA policies across two carriers, one off the carousel, once', async () => {
    await seedPolicyExamples(payload, now)
    await seedPolicyExamples(payload, now)
    const clients = await exampleClients()
    expect(clients.totalDocs).toBe(5)
    expect(clients.docs.every((client) => client.isClient)).toBe(true)
    const policies = await payload.find({
      collection: 'policies',
      where: { client: { in: clients.docs.map((client) => client.id) } },
      depth: 1,
      limit: 50,
      overrideAccess: true,
    })
    expect(policies.totalDocs).toBe(6)
    const lines = new Set(policies.docs.map((policy) => policy.line))
    expect([...lines].sort()).toEqual(['aca', 'medicare-advantage', 'medicare-part-d'])
    const carriers = new Map(policies.docs.map((policy) => [policy.carrier as { name: string; showOnSite?: boolean | null }, 1]))
    const byName = new Map([...carriers.keys()].map((carrier) => [carrier.name, carrier]))
    expect([...byName.keys()].sort()).toEqual(['Florida Blue', 'Humana'])
    expect(byName.get('Humana')?.showOnSite).toBe(false)
    const history = await payload.count({
      collection: 'lead-events',
      where: { kind: { equals: 'poliza' }, contact: { in: clients.docs.map((c) => c.id) } },
    })
    expect(history.totalDocs).toBe(6)
  })

  it('has one client turning 65 within the next seven months', async () => {
    const clients = await exampleClients()
    const in7Months = new Date(now)
    in7Months.setUTCMonth(in7Months.getUTCMonth() + 7)
    const turning = clients.docs.filter((client) => {
      const birthday65 = new Date(client.dateOfBirth as string)
      birthday65.setUTCFullYear(birthday65.getUTCFullYear() + 65)
      return birthday65 > now && birthday65 < in7Months
    })
    expect(turning.map((client) => client.firstName)).toEqual(['Rosa'])
  })
})
