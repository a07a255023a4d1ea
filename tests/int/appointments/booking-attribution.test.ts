/**
 * A visitor who arrived through a campaign (a short link such as /radio lands on a page with utm
 * parameters) and then books keeps the campaign on the lead, as with the contact form: the first
 * touch the page's scripts put in the booking form's hidden field, or, without JavaScript, the
 * campaign in the booking page's own address; and the page the form was sent from.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookFromForm } from '@/appointments/book-appointment'
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address.mjs'
import { openPayload } from '../../../tooling/payload'
import { aFreeSlot, allowAllBookings, bookingForm, freshLoopback, openWebBooking, restoreBookingLimits } from '../../support/booking-form'

let payload: Payload
let restoreSettings: () => Promise<void>

beforeAll(async () => {
  allowAllBookings()
  payload = await openPayload()
  restoreSettings = await openWebBooking(payload)
}, 120_000)

afterAll(async () => {
  restoreBookingLimits()
  await restoreSettings()
})

/** The visitor's request, sent from `page` on the site's own host. */
async function requestFrom(page: string) {
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: freshLoopback(), host: 'agencia.example', referer: page })
  return createLocalReq({ req: { headers } }, payload)
}

async function leadOfBooking(page: string, overrides: Record<string, string>) {
  const slot = await aFreeSlot(payload, 2, 0)
  const outcome = await bookFromForm(await requestFrom(page), bookingForm(slot.startsAt.toISOString(), overrides))
  expect(outcome.kind).toBe('booked')
  const appointment = await payload.findByID({
    collection: 'appointments',
    id: (outcome as { appointmentId: number }).appointmentId,
    depth: 0,
  })
  return payload.findByID({ collection: 'contacts', id: appointment.lead as number, depth: 0 })
}

describe('a booking keeps the campaign the visitor arrived with', () => {
  it('stores the first touch the page carried in the form, and the page it was sent from', async () => {
    const firstTouch = {
      utmSource: 'radio',
      utmMedium: 'fm',
      utmCampaign: 'aep-2026',
      landingPath: '/campanas/radio',
      firstVisitAt: '2026-11-20T14:59:00.000Z',
    }
    const lead = await leadOfBooking('https://agencia.example/citas/llamada/obamacare', { attribution: JSON.stringify(firstTouch) })
    expect(lead.attribution).toMatchObject(firstTouch)
    expect(lead.sentFromPath).toBe('/citas/llamada/obamacare')
  })

  it('without JavaScript, takes the campaign from the booking page’s own address', async () => {
    const lead = await leadOfBooking('https://agencia.example/citas?utm_source=radio&utm_campaign=aep-2026', {})
    expect(lead.attribution).toMatchObject({ utmSource: 'radio', utmCampaign: 'aep-2026', landingPath: '/citas' })
    expect(lead.attribution?.firstVisitAt ?? null).toBeNull()
  })

  it('books without a campaign when the carried one is mangled, and never takes one from another site', async () => {
    const mangled = await leadOfBooking('https://agencia.example/citas', { attribution: '{"utmCampaign":"<script>"' })
    expect(mangled.attribution?.utmCampaign ?? null).toBeNull()
    const elsewhere = await leadOfBooking('https://otro.example/promo?utm_campaign=ajena', {})
    expect(elsewhere.attribution?.utmCampaign ?? null).toBeNull()
    expect(elsewhere.sentFromPath ?? null).toBeNull()
  })
})
