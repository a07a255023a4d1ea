/** «Cumplen 65» (issue 36): clients and leads whose 65th birthday is in the next seven months, with their Medicare window. */
import type { Payload, TypedUser } from 'payload'

import { agencyDayKey } from '../../lib/agency-days'
import { relationId } from '../../lib/relation-id'
import {
  birthDaysTurning65,
  type EnrollmentWindow,
  initialEnrollmentWindow,
  sixtyFifthBirthday,
  turns65Within,
} from '../turning-65/initial-enrollment'
import { awaitingCallConsent } from './call-consent'

export type Turning65Row = {
  contactId: number
  name: string
  phone: string | null
  doNotContact: boolean
  /** Brought by a carrier's report, with no consent for calls recorded yet: no call link. */
  awaitingConsent: boolean
  hasMedicare: boolean
  /** A lead with a policy is a client. */
  isClient: boolean
  birthday: string
  window: EnrollmentWindow
}

/** Stored day-only dates are UTC instants on their day: the day is read in UTC. */
const storedDay = (value: string) => value.slice(0, 10)

/** Those turning 65 from the agency's today (in `timeZone`) through the next seven months, the nearest birthday first. */
export async function turning65(payload: Payload, user: TypedUser, timeZone: string, now = new Date()): Promise<Turning65Row[]> {
  const today = agencyDayKey(now, timeZone)
  const { from, until } = birthDaysTurning65(today)
  const { docs } = await payload.find({
    collection: 'contacts',
    where: {
      and: [{ dateOfBirth: { greater_than_equal: `${from}T00:00:00.000Z` } }, { dateOfBirth: { less_than: `${until}T00:00:00.000Z` } }],
    },
    select: { fullName: true, phone: true, doNotContact: true, hasMedicare: true, dateOfBirth: true, importedFromReport: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const turning = docs.filter((doc) => doc.dateOfBirth && turns65Within(storedDay(doc.dateOfBirth), today))
  const [clients, awaiting] = await Promise.all([
    clientsAmong(
      payload,
      user,
      turning.map((doc) => doc.id),
    ),
    awaitingCallConsent(payload, user, turning),
  ])
  return turning
    .map((doc): Turning65Row => {
      const birthDay = storedDay(doc.dateOfBirth as string)
      return {
        contactId: doc.id,
        name: doc.fullName || `Cliente n.º ${doc.id}`,
        phone: doc.phone ?? null,
        doNotContact: Boolean(doc.doNotContact),
        awaitingConsent: awaiting.has(doc.id),
        hasMedicare: Boolean(doc.hasMedicare),
        isClient: clients.has(doc.id),
        birthday: sixtyFifthBirthday(birthDay),
        window: initialEnrollmentWindow(birthDay),
      }
    })
    .sort((a, b) => a.birthday.localeCompare(b.birthday) || a.name.localeCompare(b.name, 'es'))
}

async function clientsAmong(payload: Payload, user: TypedUser, contactIds: number[]): Promise<Set<number>> {
  if (contactIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'policies',
    where: { client: { in: contactIds } },
    select: { client: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return new Set(docs.map((policy) => relationId(policy.client)).filter((id) => id !== null))
}
