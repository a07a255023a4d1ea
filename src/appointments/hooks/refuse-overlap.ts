import type { CollectionBeforeChangeHook, Where } from 'payload'
import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { overlapMessage, overlapRefusal } from '../overlap'
import { overlapping } from '../span-overlap'

/** The database's lanes (appointments_no_overlap: coalesce(assigned_to_id, 0)): the agent's, or nobody's. */
const sameAgent = (agentId: number | null): Where =>
  agentId === null ? { assignedTo: { exists: false } } : { assignedTo: { equals: agentId } }

/**
 * Refuses a scheduled appointment on a time another one of the same agent holds (two agents may
 * hold one hour; those with nobody attending share one lane), with a Spanish message under
 * «Empieza» (the admin shows it there; REST answers 400 with it). Two saves at the same moment
 * both pass this check; the database's exclusion constraint then refuses the second, and
 * src/appointments/hooks/overlap-error-answer.ts gives that refusal the same answer.
 */
export const refuseOverlap: CollectionBeforeChangeHook<Appointment> = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  if (merged.status !== SCHEDULED_APPOINTMENT_STATUS || !merged.startsAt || !merged.endsAt) return data
  const { docs } = await req.payload.find({
    collection: 'appointments',
    where: {
      and: [
        { status: { equals: SCHEDULED_APPOINTMENT_STATUS } },
        ...overlapping({ startsAt: merged.startsAt, endsAt: merged.endsAt }),
        sameAgent(relationId(merged.assignedTo)),
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    select: { startsAt: true, endsAt: true },
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return data
  const timeZone = await loadAgencyTimeZone(req.payload, req)
  throw overlapRefusal(overlapMessage(docs[0], timeZone), req)
}
