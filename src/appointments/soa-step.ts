import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { createSigningLink, openSoaLinkOf, SIGNING_PATH, signedSoasOf, soaAgentFor, soaNpnGap } from '@/records/public'
import { lockInTransaction } from '../db/locks'
import { openToken } from '../lib/server/sealed-link-token'
import { appointmentByLink } from './read/booking'

/** Medicare appointments need the beneficiary's Scope of Appointment before they take place. */
export const needsScopeOfAppointment = (topic: string): boolean => topic === 'medicare'

/** Where the SOA step sends the visitor: the signing page, or back to the confirmation that says why not. */
export type SoaStep = { kind: 'link'; path: string } | { kind: 'signed' } | { kind: 'npn-missing' }

/**
 * The SOA step after a Medicare booking, for the appointment the visitor's own link names. One
 * SOA per appointment: the open link is handed out again (its token kept sealed on it), none is
 * made once the SOA is signed, and none while the agency's or the agent's NPN is missing (the
 * agency sends it then). The agent is the one assigned at booking or the «Agente predeterminado».
 * The appointment's lock serializes presses at once. Null when the link no longer works or the
 * appointment needs no SOA.
 */
export async function soaPathForBooking(payload: Payload, manageToken: string, now = new Date()): Promise<SoaStep | null> {
  const appointment = await appointmentByLink(manageToken, now, payload)
  if (!appointment || !needsScopeOfAppointment(appointment.topic)) return null
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    await lockInTransaction(req, 'appointmentSoa', String(appointment.id))
    const step = await soaStepInLock(payload, appointment, now, req)
    if (ownTransaction) await commitTransaction(req)
    return step
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

async function soaStepInLock(
  payload: Payload,
  appointment: { id: number; lead: { id: number } },
  now: Date,
  req: Awaited<ReturnType<typeof createLocalReq>>,
): Promise<SoaStep> {
  const appointmentId = String(appointment.id)
  if ((await signedSoasOf(payload, appointmentId, req)).length) return { kind: 'signed' }
  const stored = await payload.findByID({ collection: 'appointments', id: appointment.id, depth: 0, overrideAccess: true, req })
  const agent = await soaAgentFor(payload, stored.assignedTo, req)
  if (await soaNpnGap(payload, agent, req)) return { kind: 'npn-missing' }
  const open = await openSoaLinkOf(payload, appointmentId, now, req)
  if (open?.sealedToken) return { kind: 'link', path: `${SIGNING_PATH}/${openToken(open.sealedToken)}` }
  const link = await createSigningLink(payload, {
    lead: appointment.lead.id,
    purpose: 'soa',
    agent,
    appointmentId: appointment.id,
    email: false,
    keepToken: true,
    req,
  })
  return { kind: 'link', path: new URL(link.url).pathname }
}
