import type { Payload } from 'payload'

import { agencyDayKey } from '../../lib/agency-days'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { CAROUSEL_CARRIER, type ExampleClient, OFF_CAROUSEL_CARRIER, policyExamples } from './policy-examples'

/** Seeds run outside Next: no cache to revalidate. */
const context = { skipRevalidate: true }

/** The carrier by name; the one off the carousel is added without a logo when missing. */
async function carrierId(payload: Payload, name: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'insurers',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0].id
  if (name !== OFF_CAROUSEL_CARRIER) return null
  const { totalDocs } = await payload.count({ collection: 'insurers', overrideAccess: true })
  const created = await payload.create({
    collection: 'insurers',
    data: { name, showOnSite: false, order: totalDocs + 1 },
    overrideAccess: true,
    context,
  })
  return created.id
}

async function seedClient(payload: Payload, client: ExampleClient, carriers: Map<string, number>, staff: { id: number }) {
  const { totalDocs } = await payload.count({ collection: 'contacts', where: { email: { equals: client.email } }, overrideAccess: true })
  if (totalDocs > 0) return
  const user = { ...staff, collection: 'users' as const }
  const { policies, ...person } = client
  // Entered as staff enter a phone caller (a staff entry: no web-form consent is invented).
  const contact = await payload.create({
    collection: 'contacts',
    data: { ...person, source: 'telefono', status: 'inscrito' } as never,
    user,
    overrideAccess: true,
    context,
  })
  for (const { carrier, ...policy } of policies) {
    const carrierIdOf = carriers.get(carrier)
    if (!carrierIdOf) continue
    await payload.create({
      collection: 'policies',
      data: { ...policy, client: contact.id, carrier: carrierIdOf, source: 'personal' },
      user,
      overrideAccess: true,
      context,
    })
  }
}

/**
 * Example clients and policies for a newcomer's development database (src/seed/seed.ts calls it
 * only when NODE_ENV is 'development'): the worklists and the turning-65 list are filled. Idempotent:
 * a client already there (by e-mail) is left as it is. Written in the first admin's name.
 */
export async function seedPolicyExamples(payload: Payload, now = new Date()): Promise<void> {
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  // No account yet (the seed creates the first admin before this): nobody to enter the examples.
  if (!admins[0]) return
  const carriers = new Map<string, number>()
  for (const name of [CAROUSEL_CARRIER, OFF_CAROUSEL_CARRIER]) {
    const id = await carrierId(payload, name)
    if (id) carriers.set(name, id)
  }
  const today = agencyDayKey(now, await loadAgencyTimeZone(payload))
  for (const client of policyExamples(today)) await seedClient(payload, client, carriers, admins[0])
}
