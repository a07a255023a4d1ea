/**
 * The appointments' data model: the database itself refuses two scheduled appointments whose
 * times overlap (and a range that ends before it starts); cancelled ones free their time.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { openPayload } from '../../../tooling/payload'

let payload: Payload
let leadId: number

const at = (iso: string) => new Date(iso).toISOString()

const book = (startsAt: string, endsAt: string, status: 'agendada' | 'cancelada' = 'agendada') =>
  payload.create({
    collection: 'appointments',
    data: { lead: leadId, startsAt: at(startsAt), endsAt: at(endsAt), kind: 'llamada', topic: 'medicare', status, bookedBy: 'personal' },
  })

beforeAll(async () => {
  payload = await openPayload()
  const lead = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Rosa',
      lastName: 'Cita',
      email: `rosa-${randomUUID()}@correo.example`,
      phone: '(305) 555-0101',
      insuranceType: 'medicare',
      consent: true,
    } as never,
    context: { skipRevalidate: true },
  })
  leadId = lead.id
})

describe('appointments in the database', () => {
  it('two scheduled appointments that overlap: the second is refused', async () => {
    await book('2031-03-03T14:00:00Z', '2031-03-03T14:30:00Z')
    await expect(book('2031-03-03T14:15:00Z', '2031-03-03T14:45:00Z')).rejects.toThrow()
    await expect(book('2031-03-03T14:00:00Z', '2031-03-03T14:30:00Z')).rejects.toThrow()
    const held = await payload.find({
      collection: 'appointments',
      where: {
        lead: { equals: leadId },
        startsAt: { greater_than_equal: at('2031-03-03T00:00:00Z'), less_than: at('2031-03-04T00:00:00Z') },
      },
    })
    expect(held.docs.map((doc) => doc.startsAt)).toEqual([at('2031-03-03T14:00:00Z')])
  })

  it('back to back is fine, and a cancelled appointment frees its time', async () => {
    await book('2031-03-04T14:00:00Z', '2031-03-04T14:30:00Z')
    await book('2031-03-04T14:30:00Z', '2031-03-04T15:00:00Z')
    const first = await book('2031-03-04T16:00:00Z', '2031-03-04T16:30:00Z')
    await payload.update({ collection: 'appointments', id: first.id, data: { status: 'cancelada' } })
    await book('2031-03-04T16:00:00Z', '2031-03-04T16:30:00Z')
  })

  it('an end before the start is refused with the Spanish message', async () => {
    await expect(book('2031-03-05T15:00:00Z', '2031-03-05T14:00:00Z')).rejects.toThrow(/Termina/)
  })
})
