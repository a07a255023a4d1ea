import type { Endpoint, PayloadRequest } from 'payload'
import { SCHEDULED_APPOINTMENT_STATUS } from '@/appointments/public-browser'
import { csvDownload } from '../../lib/csv'
import { listViewWhere } from '../../lib/list-view-where'
import { publicServerUrl } from '../../lib/server/server-env'
import { sortableDateTime } from '../../lib/spanish-time'
import { loadAgencyTimeZone } from '../../settings/agency-settings'
import { contactSearchFields as searchableFields } from '../desk/desk-fields'
import { UNKNOWN_AUTHOR } from '../desk/lead-events'
import { CONTACTS_EXPORT_ENDPOINT, contactsToCsv, exportFileName } from './contacts-csv'

/** Everything the signed-in staff member may read, newest first, in one answer, ids only for relations. */
const asStaff = (req: PayloadRequest) =>
  ({ sort: '-createdAt', pagination: false, depth: 0, overrideAccess: false, user: req.user, req }) as const

/** Each exported lead's notes, newest first, as 'yyyy-mm-dd hh:mm Autor: texto'. */
async function notesByContact(req: PayloadRequest, ids: number[], timeZone: string): Promise<Map<number, string[]>> {
  const notes = new Map<number, string[]>()
  if (ids.length === 0) return notes
  const { docs } = await req.payload.find({
    collection: 'lead-events',
    where: { and: [{ kind: { equals: 'nota' } }, { contact: { in: ids } }] },
    ...asStaff(req),
  })
  for (const event of docs) {
    const contactId = typeof event.contact === 'object' ? event.contact.id : event.contact
    const line = `${sortableDateTime(event.createdAt, timeZone)} ${event.authorName || UNKNOWN_AUTHOR}: ${event.note ?? ''}`
    notes.set(contactId, [...(notes.get(contactId) ?? []), line])
  }
  return notes
}

/** Each exported lead's next scheduled appointment (the earliest 'agendada' not yet begun). */
async function nextAppointmentByContact(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  const next = new Map<number, string>()
  if (ids.length === 0) return next
  const { docs } = await req.payload.find({
    collection: 'appointments',
    where: {
      and: [
        { lead: { in: ids } },
        { status: { equals: SCHEDULED_APPOINTMENT_STATUS } },
        { startsAt: { greater_than_equal: new Date().toISOString() } },
      ],
    },
    select: { lead: true, startsAt: true },
    ...asStaff(req),
    sort: 'startsAt',
  })
  for (const appointment of docs) {
    const leadId = typeof appointment.lead === 'object' ? appointment.lead.id : appointment.lead
    if (!next.has(leadId)) next.set(leadId, appointment.startsAt)
  }
  return next
}

/**
 * GET /api/export/contacts.csv — the contacts staff can read, filtered like the admin list
 * (`where[...]` and `search` query parameters), newest first, as a CSV Excel opens with accents.
 */
export const contactsCsvExport: Endpoint = {
  path: CONTACTS_EXPORT_ENDPOINT,
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'No autorizado.' }] }, { status: 401 })
    const { docs } = await req.payload.find({
      collection: 'contacts',
      where: listViewWhere(req, searchableFields),
      ...asStaff(req),
    })
    const timeZone = await loadAgencyTimeZone(req.payload, req)
    const ids = docs.map((doc) => doc.id)
    const [notes, nextAppointments] = await Promise.all([notesByContact(req, ids, timeZone), nextAppointmentByContact(req, ids)])
    const rows = docs.map((doc) => ({ ...doc, notes: notes.get(doc.id) ?? [], nextAppointmentAt: nextAppointments.get(doc.id) ?? null }))
    return csvDownload(contactsToCsv(rows, { adminUrl: publicServerUrl(), timeZone }), exportFileName(new Date(), timeZone))
  },
}
