import type { CollectionBeforeChangeHook } from 'payload'
import type { Appointment } from '../../payload-types'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { overlapMessage, overlapRefusal } from '../overlap'
import { overlapping } from '../span-overlap'

/**
 * Refuses a scheduled appointment on a time another one holds, with a Spanish message under
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
