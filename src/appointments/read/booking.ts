/**
 * The booking pages' reads: the calendar (settings, opening hours, the times already taken) and
 * one appointment by its link. Live data, never cached: a slot taken a second ago must not be
 * offered. `payload` is passed in by server code that already holds it (the booking wing, its
 * server actions); pages use the defaults. The pages' reads (appointmentByLink, bookingCalendar,
 * scopeOfAppointmentSigned) give up at the read deadline and report a database that does not
 * answer, so the visitor gets the Spanish 503 (src/content/database-deadline.ts), not Next's
 * English error page (issue 33, finding 8).
 */
import type { Payload, PayloadRequest } from 'payload'
import { readWithinDeadline } from '../../content/database-deadline'
import { payloadClient } from '../../content/payload-client'
import { type OpeningHours, openingHours } from '../../lib/opening-hours'
import { relationId } from '../../lib/relation-id'
import { hashLinkToken, looksLikeLinkToken } from '../../lib/server/link-token'
import { readAgencySettings } from '../../settings/agency-settings'
import { type AppointmentKind, appointmentKindOptions } from '../appointment-options'
import { agentLaneCalendar, webLaneCalendars, withBusyTimes } from '../calendars/booking-lanes'
import { type OfferedDay, offeredSlots } from '../calendars/lane-slots'
import { manageLinkOpens } from '../manage-link-opens'
import type { BookingRules } from '../slots'
import { type AppointmentView, appointmentView } from './appointment-view'

export type BookingSettings = {
  enabled: boolean
  timeZone: string
  hours: OpeningHours[]
  rules: BookingRules
  /** The kinds visitors may choose, in the form's order. */
  kinds: AppointmentKind[]
}

const DAY_MS = 86_400_000

export async function loadBookingSettings(payload?: Payload, req?: PayloadRequest): Promise<BookingSettings> {
  const client = payload ?? (await payloadClient())
  const settings = await readAgencySettings(client, req)
  const booking = settings.booking
  const kinds = appointmentKindOptions
    .map((option) => option.value)
    .filter(
      (kind) => kind === 'llamada' || (kind === 'oficina' ? booking.officeVisitsEnabled !== false : booking.videoCallsEnabled === true),
    )
  return {
    enabled: booking.enabled !== false,
    timeZone: settings.timeZone,
    hours: openingHours(settings.officeHours),
    rules: {
      slotMinutes: booking.slotMinutes ?? 30,
      daysAhead: booking.daysAhead ?? 14,
      minimumNoticeHours: booking.minimumNoticeHours ?? 2,
      medicareSoaWaitHours: booking.medicareSoaWaitHours ?? 48,
    },
    kinds,
  }
}

type OfferOptions = { now: Date; topic: string | null; except?: number; req?: PayloadRequest }

/**
 * The times offered for a topic, with the agents free at each (src/appointments/calendars/):
 * for a new booking, the agents taking web bookings (else the agency's one lane); for an
 * appointment being moved (`except`), the calendar of the agent it already has, so a move keeps
 * the agent.
 */
export async function loadOffer(
  payload: Payload,
  settings: BookingSettings,
  { now, topic, except, req }: OfferOptions,
): Promise<OfferedDay[]> {
  const calendars = except
    ? [await agentLaneCalendar(payload, settings, await attendeeOf(payload, except, req), req)]
    : await webLaneCalendars(payload, settings, req)
  const until = new Date(now.getTime() + (settings.rules.daysAhead + 2) * DAY_MS)
  const lanes = await withBusyTimes(payload, calendars, { from: now, until, except, req })
  return offeredSlots({ now, timeZone: settings.timeZone, rules: settings.rules, topic, lanes })
}

async function attendeeOf(payload: Payload, appointmentId: number, req?: PayloadRequest): Promise<number | null> {
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: appointmentId,
    depth: 0,
    select: { assignedTo: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return relationId(appointment?.assignedTo)
}

export type ManagedAppointment = AppointmentView

/**
 * The appointment a visitor's link names, while the link works: scheduled and not yet over.
 * Anything else (unknown, badly formed, cancelled, past) is null, and the page says so without
 * a word about the appointment.
 */
export const appointmentByLink = (token: string, now = new Date(), payload?: Payload) =>
  readWithinDeadline(() => findAppointmentByLink(token, now, payload))

async function findAppointmentByLink(token: string, now: Date, payload?: Payload): Promise<ManagedAppointment | null> {
  if (!looksLikeLinkToken(token)) return null
  const client = payload ?? (await payloadClient())
  const { docs } = await client.find({
    collection: 'appointments',
    where: { manageTokenHash: { equals: hashLinkToken(token) } },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  // Null without its lead too (appointmentView).
  const appointment = appointmentView(docs[0])
  return appointment && manageLinkOpens({ ...appointment, hasLead: true }, now) ? appointment : null
}

export type BookingCalendar = { settings: BookingSettings; days: OfferedDay[] }

/** The booking page's calendar for a topic: the settings and the free slots right now. */
export const bookingCalendar = (topic: string | null, options: { now?: Date; except?: number } = {}) =>
  readWithinDeadline(() => loadBookingCalendar(topic, options))

async function loadBookingCalendar(topic: string | null, { now = new Date(), except }: { now?: Date; except?: number }) {
  const payload = await payloadClient()
  const settings = await loadBookingSettings(payload)
  if (!settings.enabled || !topic) return { settings, days: [] } satisfies BookingCalendar
  const days = await loadOffer(payload, settings, { now, topic, except })
  return { settings, days } satisfies BookingCalendar
}
