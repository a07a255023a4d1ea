import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../lib/relation-id'
import type { AgentCalendar } from '../../payload-types'

/** Keeps the agent's name on their calendar, the title the admin lists it by. */
export const nameAgentCalendar: CollectionBeforeChangeHook<AgentCalendar> = async ({ data, originalDoc, req }) => {
  const agentId = relationId(data.agent ?? originalDoc?.agent)
  if (agentId === null) return data
  const agent = await req.payload.findByID({
    collection: 'users',
    id: agentId,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  data.agentName = agent?.name?.trim() || agent?.email || `Agente n.º ${agentId}`
  return data
}
