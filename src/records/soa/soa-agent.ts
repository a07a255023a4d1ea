import type { Payload, PayloadRequest } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { User } from '../../payload-types'
import { readAgencySettings } from '../../settings/agency-settings'

/** Who a web-booked SOA names: the staff member assigned at booking, else the agency's «Agente predeterminado». */
export async function soaAgentFor(payload: Payload, assignedTo: unknown, req?: PayloadRequest): Promise<number | null> {
  const assigned = relationId(assignedTo)
  if (assigned !== null) return assigned
  return relationId((await readAgencySettings(payload, req)).defaultAgent)
}

export type SoaNpnGap = 'agency' | 'agent' | null

/**
 * What keeps an SOA from being shown or sent: the agency's NPN or the agent's (a text naming
 * «— (NPN —)» is no valid SOA, 42 CFR 422.2264(c)(3)). Null when both are set.
 */
export async function soaNpnGap(payload: Payload, agent: number | User | null, req?: PayloadRequest): Promise<SoaNpnGap> {
  if (!(await readAgencySettings(payload, req)).agencyNpn) return 'agency'
  const agentId = relationId(agent)
  if (agentId === null) return 'agent'
  const user =
    typeof agent === 'object' && agent
      ? agent
      : await payload.findByID({ collection: 'users', id: agentId, depth: 0, overrideAccess: true, disableErrors: true, req })
  return user?.npn?.trim() && user.name?.trim() ? null : 'agent'
}
