/**
 * What the booking confirmation shows of a Medicare appointment's SOA step: nothing once it is
 * signed, the button while an SOA can be signed online, and a note that the agency sends it while
 * the agency's or the agent's NPN is missing (src/records/soa/soa-agent.ts).
 */

import { readWithinDeadline } from '../../content/database-deadline'
import { payloadClient } from '../../content/payload-client'
import { signedSoasOf } from '../soa/appointment-soa'
import { soaAgentFor, soaNpnGap } from '../soa/soa-agent'

export type SoaStepState = 'signed' | 'npn-missing' | 'ready'

export const soaStepState = (appointmentId: number) => readWithinDeadline(() => findSoaStepState(appointmentId))

async function findSoaStepState(appointmentId: number): Promise<SoaStepState> {
  const payload = await payloadClient()
  if ((await signedSoasOf(payload, String(appointmentId))).length) return 'signed'
  const stored = await payload.findByID({ collection: 'appointments', id: appointmentId, depth: 0, overrideAccess: true })
  const agent = await soaAgentFor(payload, stored.assignedTo)
  return (await soaNpnGap(payload, agent)) ? 'npn-missing' : 'ready'
}
