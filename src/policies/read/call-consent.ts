import type { Payload, TypedUser } from 'payload'

import { relationId } from '../../lib/relation-id'

type Shown = { id: number; importedFromReport?: boolean | null }

/**
 * The people a carrier's report brought (importedFromReport) who may not be called yet: no consent is invented for
 * them, so they stay off every call list — no call link — until staff record their «acepta» for calls (their latest
 * consent record for calls says so).
 */
export async function awaitingCallConsent(payload: Payload, user: TypedUser, people: Shown[]): Promise<Set<number>> {
  const imported = people.filter((person) => person.importedFromReport).map((person) => person.id)
  if (imported.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: { and: [{ contact: { in: imported } }, { channel: { equals: 'llamadas' } }] },
    select: { contact: true, answer: true },
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const latest = new Map<number, string>()
  for (const record of docs) {
    const contact = relationId(record.contact)
    if (contact && !latest.has(contact)) latest.set(contact, record.answer)
  }
  return new Set(imported.filter((id) => latest.get(id) !== 'acepta'))
}
