import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import type { ContactStatus } from '@/leads/public'
import { DESK_AUTHOR_CONTEXT_KEY, staffName, VISITOR_AUTHOR } from '@/leads/public'
import { relationId } from '../../lib/relation-id'
import type { Appointment } from '../../payload-types'
import { SCHEDULED_APPOINTMENT_STATUS } from '../appointment-options'
import { appointmentChanges } from './appointment-changes'

const BOOKED_LEAD_STATUS: ContactStatus = 'cita-agendada'

/**
 * A lead already signed up or closed keeps its status when an appointment is booked: the
 * appointment is then a service call, not a step back in the sale. Every other status (no
 * interesado included: the person is interested again) becomes «Cita agendada».
 */
const STATUSES_BEYOND_BOOKED: readonly ContactStatus[] = ['cita-agendada', 'inscrito', 'cerrado']

/** Staff accounts by name; staff may not read other accounts, so the server's rights, and only the name leaves. */
async function nameOf(req: PayloadRequest, value: Appointment['assignedTo']): Promise<string | null> {
  const id = relationId(value)
  if (!id) return null
  const account = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    select: { name: true, email: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return account ? staffName(account) : null
}

/** Who did it: the signed-in staff member, or the visitor through the booking pages or their own link. */
const authorOf = (req: PayloadRequest) =>
  req.user ? { author: req.user.id, authorName: staffName(req.user) } : { authorName: VISITOR_AUTHOR }

/** The lead's status becomes «Cita agendada» through Payload, so the lead's own history line says who and when. */
async function markLeadBooked(req: PayloadRequest, leadId: number): Promise<void> {
  const lead = await req.payload.findByID({
    collection: 'contacts',
    id: leadId,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  if (STATUSES_BEYOND_BOOKED.includes(lead.status)) return
  req.context[DESK_AUTHOR_CONTEXT_KEY] = authorOf(req).authorName
  try {
    await req.payload.update({
      collection: 'contacts',
      id: leadId,
      data: { status: BOOKED_LEAD_STATUS },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } finally {
    delete req.context[DESK_AUTHOR_CONTEXT_KEY]
  }
}

/**
 * Writes on the lead's history what happened to its appointment (booked, moved, cancelled,
 * attended, missed, assigned), with who did it, and marks the lead «Cita agendada» when one is
 * booked. Runs for the visitor's booking and link as for staff: both save through Payload.
 */
export const recordAppointmentHistory: CollectionAfterChangeHook<Appointment> = async ({ doc, previousDoc, operation, req }) => {
  const leadId = relationId(doc.lead)
  if (!leadId) return doc
  const previous = operation === 'update' ? previousDoc : undefined
  const needsNames = !previous || relationId(previous.assignedTo) !== relationId(doc.assignedTo)
  const assigneeNames = needsNames
    ? { from: previous ? await nameOf(req, previous.assignedTo) : null, to: await nameOf(req, doc.assignedTo) }
    : { from: null, to: null }
  for (const line of appointmentChanges(doc, previous, assigneeNames)) {
    await req.payload.create({
      collection: 'lead-events',
      data: { ...line, ...authorOf(req), kind: 'cita', contact: leadId },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  const booked = doc.status === SCHEDULED_APPOINTMENT_STATUS && previous?.status !== SCHEDULED_APPOINTMENT_STATUS
  if (booked) await markLeadBooked(req, leadId)
  return doc
}
