import type { ServerFieldBase } from 'payload'

import { AssigneeSelect } from '../../leads/admin/AssigneeSelect'
import { agentsOfRecord } from '../read/agents-of-record'

/** «Agente de registro» on a policy: the accounts with an NPN, by name (staff cannot list accounts themselves). */
export default async function AgentOfRecordField({ payload, readOnly, path }: ServerFieldBase & { path?: string }) {
  const agents = await agentsOfRecord(payload)
  return (
    <AssigneeSelect
      path={path ?? 'agentOfRecord'}
      label="Agente de registro"
      staff={agents}
      readOnly={Boolean(readOnly)}
      emptyLabel="Sin agente de registro"
    />
  )
}
