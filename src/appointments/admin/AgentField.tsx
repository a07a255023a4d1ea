import type { ServerFieldBase } from 'payload'

import { assignableStaff } from '@/leads/public'

import { AssigneeSelect } from '../../leads/admin/AssigneeSelect'

/**
 * «Agente» on an agent calendar (required) or a blocked time (empty: the whole agency): the
 * agency's accounts by name (staff cannot list accounts themselves).
 */
export default async function AgentField({ payload, readOnly, path, field }: ServerFieldBase & { path?: string }) {
  const staff = await assignableStaff(payload)
  const required = 'required' in field && field.required
  return (
    <AssigneeSelect
      path={path ?? 'agent'}
      label="Agente"
      staff={staff}
      readOnly={Boolean(readOnly)}
      emptyLabel={required ? 'Elija un agente' : 'Toda la agencia'}
    />
  )
}
