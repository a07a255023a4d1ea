import type { CollectionAfterChangeHook } from 'payload'

import type { Contact } from '../../payload-types'
import { readAgencySettings } from '../../settings/agency-settings'
import { appointmentTitle } from '../appointment-title'

/**
 * A renamed lead renames its appointments: their stored titles (the admin's useAsTitle, see
 * title-appointment.ts) carry the client's name. Contacts' afterChange, in the rename's own
 * transaction; only the title is written (no appointment hook runs: nothing the client is told of).
 */
export const retitleLeadAppointments: CollectionAfterChangeHook<Contact> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.fullName === previousDoc?.fullName) return doc
  const { docs } = await req.payload.find({
    collection: 'appointments',
    where: { lead: { equals: doc.id } },
    depth: 0,
    pagination: false,
    select: { startsAt: true },
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return doc
  const { timeZone } = await readAgencySettings(req.payload, req)
  for (const appointment of docs) {
    const title = appointmentTitle(doc.fullName, appointment.startsAt, timeZone)
    await req.payload.db.updateOne({ collection: 'appointments', id: appointment.id, data: { title }, returning: false, req })
  }
  return doc
}
