import type { ServerFieldBase } from 'payload'

import { assignableStaff } from '@/leads/public'

import { AssigneeSelect } from '../../leads/admin/AssigneeSelect'

const emptyChoice: Record<string, string> = { agent: 'Toda la agencia' }

/**
 * «Agente» on a calendar or a blocked time: the agency's accounts by name (staff cannot list
 * accounts themselves). On a blocked time, empty means the whole agency.
 */
export default async function AgentField({ payload, readOnly, path }: ServerFieldBase & { path?: string }) {
  const staff = await assignableStaff(payload)
  const name = path ?? 'agent'
  return <AssigneeSelect path={name} label="Agente" staff={staff} readOnly={Boolean(readOnly)} emptyLabel={emptyChoice[name]} />
}
