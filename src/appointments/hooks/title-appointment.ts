import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import { readAgencySettings } from '../../settings/agency-settings'
import { appointmentTitle } from '../appointment-title'

/** Keeps the stored title (the admin's useAsTitle) in step with the client and the start, at every save. */
export const titleAppointment: CollectionBeforeChangeHook<Appointment> = async ({ data, originalDoc, req }) => {
  const leadId = relationId(data.lead ?? originalDoc?.lead)
  const startsAt = data.startsAt ?? originalDoc?.startsAt
  if (!leadId || !startsAt) return data
  const lead = await req.payload.findByID({
    collection: 'contacts',
    id: leadId,
    depth: 0,
    select: { fullName: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const { timeZone } = await readAgencySettings(req.payload, req)
  data.title = appointmentTitle(lead?.fullName, startsAt, timeZone)
  return data
}
