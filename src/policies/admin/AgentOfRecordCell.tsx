import type { DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

import { relationId } from '../../lib/relation-id'
import { agentsOfRecord } from '../read/agents-of-record'

// Staff may not read other accounts, so Payload's own cell showed an id or nothing; one list read per render.
const agentsOnce = cache(agentsOfRecord)

/** «Agente de registro» in the policies list: the agent's name and NPN. */
export default async function AgentOfRecordCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  if (!id) return <span>Sin agente</span>
  const agent = (await agentsOnce(payload)).find((account) => account.id === id)
  return <span>{agent?.name ?? `Usuario n.º ${id}`}</span>
}
