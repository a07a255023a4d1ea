import type { DateFieldValidation, PayloadRequest, RelationshipFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { date, relationship, text } from 'payload/shared'

import { agencyDayKey } from '../../lib/agency-days'
import { relationId } from '../../lib/relation-id'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { planIdProblem } from './plan-id'
import { type DateField, policyDateProblems } from './policy-dates'

/** The plan id's format by the policy's line (plan-id.ts), then Payload's own text check. */
export const planIdRule: TextFieldSingleValidation = (value, options) => {
  const line = (options.data as { line?: string | null } | undefined)?.line
  return planIdProblem(line, value) ?? text(value, options)
}

const agencyToday = async (req: PayloadRequest) => agencyDayKey(new Date(), await loadAgencyTimeZone(req.payload, req))

/** One of the policy's dates against the others and today (policy-dates.ts), then Payload's own date check. */
export const policyDateRule =
  (field: DateField): DateFieldValidation =>
  async (value, options) => {
    const dates = { ...(options.data as Record<string, unknown>), [field]: value }
    const problem = policyDateProblems(dates, await agencyToday(options.req))[field]
    return problem ?? date(value, options)
  }

export const AGENT_WITHOUT_NPN = 'El agente de registro debe ser un usuario con NPN (lo registra un administrador en su cuenta).'

/**
 * The agent of record must hold an NPN: the admin's list offers only those, and this is the same
 * rule for REST and the Local API. Accounts are read with the server's rights (staff may not read
 * other accounts), and only whether the NPN is there is used.
 */
export const agentOfRecordRule: RelationshipFieldSingleValidation = async (value, options) => {
  const id = relationId(value)
  if (id) {
    const agent = await options.req.payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      select: { npn: true },
      overrideAccess: true,
      disableErrors: true,
      req: options.req,
    })
    if (!agent?.npn?.trim()) return AGENT_WITHOUT_NPN
    return true
  }
  // Payload's own check would read the accounts with the staff member's rights, and find none.
  return relationship(value, options)
}
