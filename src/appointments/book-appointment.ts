/**
 * A visitor books an appointment: the contact form's rules for the person (schema, consent
 * record), the page's one-time key (booking-key.ts) and the booking's own limits
 * (booking-limits.ts), then, in one transaction, the lead (whose staff notification is the one
 * e-mail to staff), the appointment (`bookedBy: 'sitio'`, through Payload so the desk's hooks
 * run) and the visitor's e-mail queued. The database's exclusion constraint decides between
 * simultaneous bookings of one time: the loser is told the time was just taken, never a 500.
 */
import type { PayloadRequest } from 'payload'
import {
  ATTRIBUTION_FIELD,
  attributionFromFormField,
  BOOKING_LEAD_CONTEXT,
  contactFieldErrors,
  type FieldError,
  takeVisitorAllowance,
  type VisitOrigin,
  visitOrigin,
} from '@/leads/public'
import { bookingCopy } from '../copy/booking'
import { type Answer, answerOnce, fingerprintOf, forgetAnswer, keptAnswer, type Submission } from '../db/idempotency'
import { isDatabaseUnavailable } from '../db/unavailable'
import { DeadlineExceeded, withinDeadline } from '../lib/deadline'
import { createTurnQueue } from '../lib/one-at-a-time'
import { addressLimitKey, clientIpOf } from '../lib/server/client-ip'
import { newLinkToken } from '../lib/server/link-token'
import { openToken, sealToken } from '../lib/server/sealed-link-token'
import { type BookingFormValues, bookingValuesFromForm } from './booking-form-state'
import { bookingKeyOf, newBookingKey } from './booking-key'
import { allowBooking } from './booking-limits'
import { type BookingSubmission, bookingSchema } from './booking-schema'
import { lastWebBookings, withBusyTimes } from './calendars/booking-lanes'
import type { LaneSlot, OfferedSlot } from './calendars/lane-slots'
import { nextAgent } from './calendars/next-agent'
import { queueBookingEmails } from './emails/queue-booking-emails'
import { isAppointmentOverlap } from './overlap'
import { loadBookingSettings, loadOffer } from './read/booking'
import { findFreeSlot } from './slots'
import { spansOverlap } from './span-overlap'

const DATABASE_DEADLINE_MS = 10_000

/**
 * Bookings of one time, in this process, one after another. Without it, a burst of visitors for
 * the same time opens a transaction each, and all but the first wait inside Postgres on the
 * first one's pending row (the exclusion constraint), each holding a pooled connection: twenty
 * of them starved the pool (ten connections) and every one of them ended in a 503. In turn, the
 * second finds the time taken at once. Between instances the constraint still decides.
 */
const bookingTurns = createTurnQueue()

export type BookingOutcome =
  | { kind: 'booked'; token: string; appointmentId: number }
  | { kind: 'dropped' }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'taken' }
  | { kind: 'refused'; message: string }

/** The idempotent answer kept for a replay: the visitor's manage link waits in it sealed (sealed-link-token.ts). */
type StoredBooking = { appointmentId: number; sealedToken: string }

/** The person and the appointment, stored together or not at all; a taken time is answered 409. */
async function store(
  req: PayloadRequest,
  booking: BookingSubmission,
  origin: VisitOrigin,
  slot: LaneSlot | null,
): Promise<{ status: number; body: unknown }> {
  // No free slot at that time: answered inside the idempotent step, so a form sent again finds its own booking's answer first.
  if (!slot) return { status: 409, body: { message: bookingCopy.taken } }
  const manageLink = newLinkToken()
  const sealedToken = sealToken(manageLink.token)
  const { endsAt } = slot
  try {
    const lead = await req.payload.create({
      collection: 'contacts',
      data: {
        firstName: booking.firstName,
        lastName: booking.lastName,
        phone: booking.phone,
        email: booking.email || null,
        insuranceType: booking.topic,
        consent: true,
        ...origin,
      } as never,
      req,
      context: { [BOOKING_LEAD_CONTEXT]: true },
      overrideAccess: false,
      depth: 0,
      disableTransaction: true,
    })
    const appointment = await req.payload.create({
      collection: 'appointments',
      data: {
        lead: lead.id,
        startsAt: booking.startsAt,
        endsAt: endsAt.toISOString(),
        kind: booking.kind,
        topic: booking.topic,
        status: 'agendada',
        bookedBy: 'sitio',
        // The agent the booking picked (null: the agency's lane, nobody assigned yet).
        assignedTo: slot.agentId,
        manageTokenHash: manageLink.tokenHash,
      },
      req,
      depth: 0,
      disableTransaction: true,
    })
    await queueBookingEmails(req, { appointmentId: appointment.id, sealedToken, visitor: Boolean(booking.email) })
    return { status: 201, body: { appointmentId: appointment.id, sealedToken } satisfies StoredBooking }
  } catch (error) {
    if (isAppointmentOverlap(error)) return { status: 409, body: { message: bookingCopy.taken } }
    throw error
  }
}

/**
 * The agent for a chosen time, looked at again in turn: of the agents offered at that time, those
 * still free now, and of them the one whose turn it is (calendars/next-agent.ts). Null: all taken.
 */
async function freeAgentSlot(req: PayloadRequest, slot: OfferedSlot): Promise<LaneSlot | null> {
  const until = new Date(Math.max(...slot.lanes.map((lane) => lane.endsAt.getTime())))
  const lanes = await withBusyTimes(req.payload, slot.lanes, { from: slot.startsAt, until, req })
  const free = slot.lanes.filter((lane, index) => !lanes[index].busy.some((taken) => spansOverlap(taken, lane)))
  const agents = free.flatMap((lane) => (lane.agentId === null ? [] : [lane.agentId]))
  return nextAgent(free, await lastWebBookings(req.payload, agents, req))
}

/** What the visitor sent, checked against the schema and against what the agency offers now. */
async function checked(req: PayloadRequest, values: BookingFormValues) {
  const parsed = bookingSchema.safeParse(values)
  if (!parsed.success) return { kind: 'invalid' as const, errors: contactFieldErrors(parsed.error) }
  const settings = await loadBookingSettings(req.payload)
  if (!settings.enabled) return { kind: 'refused' as const, message: bookingCopy.disabled }
  if (!settings.kinds.includes(parsed.data.kind)) {
    return { kind: 'invalid' as const, errors: [{ field: 'kind', message: bookingCopy.chooseKind }] }
  }
  const days = await loadOffer(req.payload, settings, { now: new Date(), topic: parsed.data.topic, req })
  const slot = findFreeSlot(days, parsed.data.startsAt)
  return { kind: 'ok' as const, booking: { ...parsed.data, startsAt: new Date(parsed.data.startsAt).toISOString() }, slot }
}

/**
 * The confirmation a kept answer stands for, or null when its appointment is no longer open (the
 * visitor cancelled it): then the same page may book that time again.
 */
async function replayOf(req: PayloadRequest, answer: Answer): Promise<BookingOutcome | null> {
  const { appointmentId, sealedToken } = answer.body as StoredBooking
  const appointment = await req.payload.findByID({ collection: 'appointments', id: appointmentId, depth: 0, disableErrors: true, req })
  if (appointment?.status !== 'agendada') return null
  return { kind: 'booked', token: openToken(sealedToken), appointmentId }
}

/**
 * A booking form sent by a plain POST (or by the page's scripts through the same server action).
 * The same page sending the same form twice (a double tap, a reload of the answer) books once and
 * answers the same confirmation: the idempotency key is the page's one-time key with what it sent,
 * and the link is rebuilt from what was stored (manage-link.ts). Without that key (a form put
 * together elsewhere) nothing is ever replayed: the visitor who holds the time keeps it.
 */
export async function bookFromForm(req: PayloadRequest, form: FormData): Promise<BookingOutcome> {
  const { honeypot, key, ...values } = bookingValuesFromForm(form)
  const ip = clientIpOf(req)
  const sentAttribution = form.get(ATTRIBUTION_FIELD)
  const origin = visitOrigin(req, typeof sentAttribution === 'string' ? attributionFromFormField(sentAttribution) : undefined)
  try {
    if (honeypot) {
      req.payload.logger.warn({ msg: '[appointments] honeypot filled; booking dropped', ip })
      return { kind: 'dropped' }
    }
    const check = await withinDeadline(checked(req, values), DATABASE_DEADLINE_MS)
    if (check.kind !== 'ok') return check
    // The contact form's per-address limit first (both budgets), then the booking's own.
    const limit = await takeVisitorAllowance(addressLimitKey(ip))
    if (!limit.allowed) return { kind: 'refused', message: bookingCopy.rateLimited }

    const pageKey = bookingKeyOf(key) ?? newBookingKey()
    const submission: Submission = { scope: 'citas', key: fingerprintOf({ pageKey, booking: check.booking }), content: check.booking }
    // A repeat of a booking made is answered before the limits count it as a new one.
    const kept = await withinDeadline(keptAnswer(req, submission), DATABASE_DEADLINE_MS)
    if (kept) {
      const replay = await withinDeadline(replayOf(req, kept), DATABASE_DEADLINE_MS)
      if (replay) return replay
      await withinDeadline(forgetAnswer(req, submission), DATABASE_DEADLINE_MS)
    }
    const addressKey = addressLimitKey(ip)
    const allowance = await withinDeadline(allowBooking(req.payload, { addressKey, booking: check.booking }), DATABASE_DEADLINE_MS)
    if (!allowance.allowed) return { kind: 'refused', message: allowance.message }

    const outcome = await withinDeadline(
      bookingTurns(check.booking.startsAt, async () => {
        // Looked at again in turn: the one before may have just taken it.
        const slot = check.slot && (await freeAgentSlot(req, check.slot))
        return answerOnce(req, submission, (inTransaction) => store(inTransaction, check.booking, origin, slot))
      }),
      DATABASE_DEADLINE_MS,
    )
    // Counted only for a booking made now; an error keeps its count (the booking may yet have been stored).
    if (outcome.kind !== 'answered' || outcome.replayed || outcome.answer.status !== 201) await allowance.refund()
    if (outcome.kind === 'in-progress') return { kind: 'refused', message: bookingCopy.inProgress }
    if (outcome.kind === 'key-reused') return { kind: 'refused', message: bookingCopy.failed }
    if (outcome.answer.status === 409) return { kind: 'taken' }
    const { appointmentId, sealedToken } = outcome.answer.body as StoredBooking
    const token = openToken(sealedToken)
    req.payload.logger.info({ msg: '[appointments] booked on the site', appointmentId, replayed: outcome.replayed })
    return { kind: 'booked', token, appointmentId }
  } catch (error) {
    if (error instanceof DeadlineExceeded || isDatabaseUnavailable(error)) {
      req.payload.logger.error({ msg: '[appointments] database unavailable; booking refused', err: error })
      return { kind: 'refused', message: bookingCopy.unavailable }
    }
    req.payload.logger.error({ msg: '[appointments] could not book', err: error })
    return { kind: 'refused', message: bookingCopy.failed }
  }
}
