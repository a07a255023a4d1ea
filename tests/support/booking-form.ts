/**
 * The booking form as the /citas page sends it, for the in-process tests that call bookFromForm
 * (the server action's own code): its fields, its one-time key, and the visitor's request.
 */
import { createLocalReq, type Payload } from 'payload'

import { BOOKING_KEY_FIELD, newBookingKey } from '@/appointments/booking-key'
import type { OfferedDay } from '@/appointments/calendars/lane-slots'
import { loadBookingSettings, loadOffer } from '@/appointments/read/booking'
import type { Slot } from '@/appointments/slots'
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'
import { siteSettingsSeed } from '@/seed/content/site-settings'

/** The times the page offers now for `topic`, by agency day, each with the agents free then. */
export async function offeredSlots(payload: Payload, topic = 'obamacare'): Promise<OfferedDay[]> {
  const settings = await loadBookingSettings(payload)
  return loadOffer(payload, settings, { now: new Date(), topic })
}

/** A free slot a few days ahead, as the page offers it now. */
export async function aFreeSlot(payload: Payload, daysFromFirst: number, index: number, topic = 'obamacare'): Promise<Slot> {
  return (await offeredSlots(payload, topic))[daysFromFirst].slots[index]
}

/** Every free slot the page offers now, soonest first. */
export async function allFreeSlots(payload: Payload, topic = 'obamacare'): Promise<Slot[]> {
  return (await offeredSlots(payload, topic)).flatMap((day) => day.slots)
}

let phoneCounter = Math.floor(Math.random() * 5000)
/** A phone number no other booking of this run used (the per-phone limits count by digits). */
export const freshPhone = () =>
  `(786) ${String(200 + (((phoneCounter / 10_000) | 0) % 800)).padStart(3, '0')}-${String(phoneCounter++ % 10_000).padStart(4, '0')}`

/**
 * The form's fields. `key`: the page's one-time key (a fresh one unless given; null sends none,
 * as a replay built by hand would).
 */
export function bookingForm(startsAt: string, overrides: Record<string, string | null> = {}): FormData {
  const fields: Record<string, string | null> = {
    kind: 'llamada',
    topic: 'obamacare',
    startsAt,
    firstName: 'Lucía',
    lastName: 'Martínez',
    phone: freshPhone(),
    email: '',
    consent: 'on',
    website: '',
    [BOOKING_KEY_FIELD]: newBookingKey(),
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value)
  return form
}

/** A visitor's request from `ip` (a fresh loopback-range address unless given). */
let lastAddress = 0
export const freshLoopback = () => {
  lastAddress += 1
  return `127.${20 + Math.floor(lastAddress / 65025)}.${Math.floor(lastAddress / 255) % 255}.${(lastAddress % 254) + 1}`
}

export async function visitorRequest(payload: Payload, ip = freshLoopback()) {
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: ip, 'user-agent': 'citas-int-test/1.0' })
  return createLocalReq({ req: { headers } }, payload)
}

/**
 * Opens web booking every day 8:00–20:00 (Eastern), seeding the agency's settings when empty;
 * returns what puts the settings back as they were.
 */
export async function openWebBooking(payload: Payload): Promise<() => Promise<void>> {
  const quiet = { context: { skipRevalidate: true } } as const
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  if (!settings.agencyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...quiet })
  const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const settingsBefore = { officeHours: before.officeHours, timeZone: before.timeZone, booking: before.booking }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      officeHours: 'Lunes a Domingo 8:00 AM – 8:00 PM',
      timeZone: 'America/New_York',
      booking: {
        enabled: true,
        slotMinutes: 30,
        daysAhead: 14,
        minimumNoticeHours: 2,
        medicareSoaWaitHours: 48,
        officeVisitsEnabled: true,
      },
    },
    ...quiet,
  })
  return async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: settingsBefore, ...quiet })
  }
}

/**
 * Room for every booking of a test file about other things than the limits (booking-abuse.test.ts
 * tests those): the contact limit off, the site-wide ceiling out of reach. Undone by restoreBookingLimits.
 */
export function allowAllBookings() {
  process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
  process.env.BOOKING_LIMIT_SITE_PER_HOUR = '10000'
}

export function restoreBookingLimits() {
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
  delete process.env.BOOKING_LIMIT_SITE_PER_HOUR
}
