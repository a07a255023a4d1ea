import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { ContactStatus } from '@/leads/public'
import { DESK_AUTHOR_CONTEXT_KEY, staffName, VISITOR_AUTHOR } from '@/leads/public'
import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { noticeChangeOf } from '../notices/notice-change'

const BOOKED: ContactStatus = 'cita-agendada'
/** When the lead's history does not say what it was before «Cita agendada». */
const FALLBACK_STATUS: ContactStatus = 'contactado'

/** The status the lead had before its appointment made it «Cita agendada» (its history's latest such line). */
async function statusBeforeBooking(req: PayloadRequest, leadId: number): Promise<ContactStatus> {
  const { docs } = await req.payload.find({
    collection: 'lead-events',
    where: { and: [{ contact: { equals: leadId } }, { kind: { equals: 'estado' } }, { toStatus: { equals: BOOKED } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const before = docs[0]?.fromStatus
  return before && before !== BOOKED ? before : FALLBACK_STATUS
}

/**
 * A cancelled appointment puts its lead back in front of staff: when it was the lead's last
 * scheduled one and the lead is still «Cita agendada», the lead returns to the status it had
 * before (a web booking's lead to «Nuevo», so «Contactos nuevos» counts it again) with its
 * follow-up due now, so «Por llamar hoy» lists it. Through Payload, so the lead's history says who.
 */
export const returnLeadToDesk: CollectionAfterChangeHook<Appointment> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || noticeChangeOf(doc, previousDoc) !== 'cancelled') return doc
  const leadId = relationId(doc.lead)
  if (!leadId) return doc
  const [lead, stillBooked] = await Promise.all([
    req.payload.findByID({ collection: 'contacts', id: leadId, depth: 0, overrideAccess: true, disableErrors: true, req }),
    req.payload.count({
      collection: 'appointments',
      where: { and: [{ lead: { equals: leadId } }, { status: { equals: SCHEDULED_APPOINTMENT_STATUS } }, { id: { not_equals: doc.id } }] },
      overrideAccess: true,
      req,
    }),
  ])
  if (!lead || lead.status !== BOOKED || stillBooked.totalDocs > 0) return doc
  const now = new Date()
  const due = lead.followUpAt && new Date(lead.followUpAt) < now ? lead.followUpAt : now.toISOString()
  req.context[DESK_AUTHOR_CONTEXT_KEY] = req.user ? staffName(req.user) : VISITOR_AUTHOR
  try {
    await req.payload.update({
      collection: 'contacts',
      id: leadId,
      data: { status: await statusBeforeBooking(req, leadId), followUpAt: due },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } finally {
    delete req.context[DESK_AUTHOR_CONTEXT_KEY]
  }
  return doc
}
