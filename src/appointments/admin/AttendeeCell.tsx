import type { DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

import { assignableStaff } from '@/leads/public'

import { relationId } from '../../lib/relation-id'

// Staff may not read other accounts, so Payload's own cell showed an e-mail or nothing; one list read per render.
const staffOnce = cache(assignableStaff)

/** «Atiende» in the appointments list: the agent's name (or e-mail while the account has none). */
export default async function AttendeeCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = relationId(cellData)
  if (!id) return <span>Sin asignar</span>
  const member = (await staffOnce(payload)).find((account) => account.id === id)
  return <span>{member?.name ?? `Usuario n.º ${id}`}</span>
}
