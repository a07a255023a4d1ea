import type { Payload } from 'payload'

import { staffName } from '@/leads/public'

export type AgentOption = { id: number; name: string }

/**
 * The accounts that may be a policy's agent of record: those with an NPN, by name, with their
 * NPN beside it. Read with the server's rights (staff cannot list accounts); only names and NPNs leave.
 */
export async function agentsOfRecord(payload: Payload): Promise<AgentOption[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ npn: { exists: true } }, { npn: { not_equals: '' } }] },
    select: { name: true, email: true, npn: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((account) => ({ id: account.id, name: `${staffName(account)} (NPN ${account.npn})` }))
}
