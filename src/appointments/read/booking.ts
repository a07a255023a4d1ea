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
import { hashLinkToken, looksLikeLinkToken } from '../../lib/server/link-token'
import { readAgencySettings } from '../../settings/agency-settings'
import { type AppointmentKind, appointmentKindOptions } from '../appointment-options'
import { manageLinkOpens } from '../manage-link-opens'
import { type BookingRules, type BusyTime, freeSlots, type SlotDay } from '../slots'
import { overlapping } from '../span-overlap'
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

/**
 * The times no visitor may book between now and the end of the offered days: scheduled
 * appointments (all of them: the agency books one at a time) and blocked times. `except`: an
 * appointment being moved does not block its own new time.
 */
export async function loadBusyTimes(
  payload: Payload,
  { now, daysAhead, except, req, until: end }: { now: Date; daysAhead: number; except?: number; req?: PayloadRequest; until?: Date },
): Promise<BusyTime[]> {
  const until = (end ?? new Date(now.getTime() + (daysAhead + 2) * DAY_MS)).toISOString()
  const from = now.toISOString()
  const during = overlapping({ startsAt: from, endsAt: until })
  const [appointments, blocked] = await Promise.all([
    payload.find({
      collection: 'appointments',
      where: { and: [...during, { status: { equals: 'agendada' } }, ...(except ? [{ id: { not_equals: except } }] : [])] },
      select: { startsAt: true, endsAt: true },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    }),
    payload.find({
      collection: 'blocked-times',
      where: { and: during },
      select: { startsAt: true, endsAt: true },
      depth: 0,
      pagination: false,
      req,
    }),
  ])
  return [...appointments.docs, ...blocked.docs].map(({ startsAt, endsAt }) => ({ startsAt, endsAt }))
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

export type BookingCalendar = { settings: BookingSettings; days: SlotDay[] }

/** The booking page's calendar for a topic: the settings and the free slots right now. */
export const bookingCalendar = (topic: string | null, options: { now?: Date; except?: number } = {}) =>
  readWithinDeadline(() => loadBookingCalendar(topic, options))

async function loadBookingCalendar(topic: string | null, { now = new Date(), except }: { now?: Date; except?: number }) {
  const payload = await payloadClient()
  const settings = await loadBookingSettings(payload)
  if (!settings.enabled || !topic) return { settings, days: [] } satisfies BookingCalendar
  const busy = await loadBusyTimes(payload, { now, daysAhead: settings.rules.daysAhead, except })
  const days = freeSlots({ now, timeZone: settings.timeZone, hours: settings.hours, rules: settings.rules, topic, busy })
  return { settings, days } satisfies BookingCalendar
}
