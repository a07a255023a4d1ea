/**
 * One agency clock: with the agency's time-zone setting on Los Angeles, the dates staff see (CSV
 * export, lead history, the dashboard's lists) and the legal documents' 'última actualización'
 * follow the setting, not New York. Each lead below is moved to instants that fall on different
 * days in Los Angeles and New York. The settings are read once per request (src/settings/agency-settings.ts).
 */
import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload, ValidationError } from 'payload'
import pg from 'pg'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import MyLeadsPanel from '@/leads/admin/MyLeadsPanel'
import { historyByline, type LeadHistoryEntry } from '@/leads/desk/lead-history'
import { followUpsDue, leadsPerDay } from '@/leads/read/desk'
import { DEFAULT_AGENCY_TIME_ZONE } from '@/lib/time-zone'
import type { Contact, User } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/content/site-settings'
import { seedLegalDocuments } from '@/seed/seed'
import { loadAgencyTimeZone, readAgencySettings } from '@/settings/agency-settings'
import { openPayload } from '../../../tooling/payload'
import { exportedLead } from '../../support/contacts-export'
import { intWorker } from '../../support/int-worker'
import { restCall } from '../../support/rest-api'

type Staff = User & { collection: 'users' }

const quiet = { context: { skipRevalidate: true } } as const
const PACIFIC = 'America/Los_Angeles'

// 06:30 UTC on 24 November 2026: 22:30 on the 23rd in Los Angeles, 01:30 on the 24th in New York.
const RECEIVED_AT = '2026-11-24T06:30:00.000Z'
// 07:15 UTC on 24 November: 23:15 on the 23rd in Los Angeles, 02:15 on the 24th in New York.
const NOTE_AT = '2026-11-24T07:15:00.000Z'
// 07:30 UTC on 25 November: 23:30 on the 24th in Los Angeles, 02:30 on the 25th in New York.
const FOLLOW_UP_AT = '2026-11-25T07:30:00.000Z'

let payload: Payload
let staff: Staff
let staffToken: string
let settingBefore: string | null | undefined

const setAgencyTimeZone = (timeZone: string | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { timeZone }, overrideAccess: true, ...quiet })

async function sql(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: intWorker().databaseUrl })
  await client.connect()
  try {
    await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** A lead assigned to `staff` with a note, then moved to the instants above. */
async function leadOnTheDayBoundary(lastName: string): Promise<Contact> {
  const lead = await payload.create({
    collection: 'contacts',
    data: {
      firstName: 'Rosa',
      lastName,
      email: `reloj-${randomUUID()}@example.com`,
      phone: '7865550142',
      status: 'nuevo',
      source: 'formulario',
      consent: true,
    },
    overrideAccess: false,
    user: null,
    ...quiet,
  })
  await payload.update({
    collection: 'contacts',
    id: lead.id,
    data: { status: 'contactado', assignee: staff.id, newNote: 'Llamar el martes' },
    overrideAccess: false,
    user: staff,
    ...quiet,
  })
  await sql('update contacts set created_at = $2, consent_at = $2, follow_up_at = $3 where id = $1', [lead.id, RECEIVED_AT, FOLLOW_UP_AT])
  await sql(`update lead_events set created_at = $2 where contact_id = $1 and kind = 'nota'`, [lead.id, NOTE_AT])
  return payload.findByID({ collection: 'contacts', id: lead.id, depth: 0 })
}

const exportRow = (lastName: string) => exportedLead(lastName, staffToken)

beforeAll(async () => {
  payload = await openPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  if (!settings.agencyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...quiet })
  settingBefore = (await payload.findGlobal({ slug: 'site-settings' })).timeZone
  const password = `clave-reloj-${randomUUID()}`
  const email = `reloj-${randomUUID()}@agencia.example`
  const user = await payload.create({ collection: 'users', data: { email, password, name: 'Ana Reloj', roles: ['staff'] } })
  staff = { ...user, collection: 'users' }
  staffToken = (await payload.login({ collection: 'users', data: { email, password } })).token!
  await setAgencyTimeZone(PACIFIC)
})

afterAll(async () => {
  await setAgencyTimeZone(settingBefore ?? DEFAULT_AGENCY_TIME_ZONE)
})

describe("with the agency's time zone set to Los Angeles", () => {
  it('the CSV export dates the lead, its follow-up, consent and notes in Los Angeles time', async () => {
    const lastName = `Reloj ${randomUUID().slice(0, 8)}`
    await leadOnTheDayBoundary(lastName)
    const column = await exportRow(lastName)
    expect(column('Fecha')).toBe('2026-11-23 22:30')
    expect(column('Consentimiento')).toBe('2026-11-23 22:30')
    expect(column('Próximo seguimiento')).toBe('2026-11-24 23:30')
    expect(column('Notas')).toBe('2026-11-23 23:15 Ana Reloj: Llamar el martes')
  })

  it("the lead's history dates its lines on the Los Angeles day", async () => {
    const lead = await leadOnTheDayBoundary(`Historial ${randomUUID().slice(0, 8)}`)
    // What the history field loads in the browser: the lead's lines through the REST API, as staff.
    const response = await restCall('GET', `lead-events?where[contact][equals]=${lead.id}&depth=0&sort=-createdAt`, { token: staffToken })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: LeadHistoryEntry[] }
    const note = docs.find((entry) => entry.kind === 'nota')!
    // The zone the history field (LeadHistory.tsx) reads on the server and hands to the list.
    expect(historyByline(note, await loadAgencyTimeZone(payload))).toMatch(/^Ana Reloj · 23 nov\.? 2026,? 11:15/)
  })

  it("'Mis clientes' on the dashboard shows the follow-up on the Los Angeles day", async () => {
    await leadOnTheDayBoundary(`Panel ${randomUUID().slice(0, 8)}`)
    const html = renderToStaticMarkup(await MyLeadsPanel({ payload, user: staff }))
    expect(html).toMatch(/Contactado · 24 nov\.? 2026,? 11:30/)
    expect(html).not.toMatch(/25 nov\.? 2026/)
  })

  it("a legal document saved today gets the agency's day as 'última actualización'", async () => {
    await seedLegalDocuments({ payload })
    // A zone whose today differs from New York's right now (one of them always does), so the
    // saved day tells which clock was read.
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((candidate) => dayIn(candidate) !== dayIn(DEFAULT_AGENCY_TIME_ZONE))!
    await setAgencyTimeZone(zone)
    try {
      // The newest version, as the admin's edit view shows it (an earlier test may have left a draft).
      const { docs } = await payload.find({ collection: 'legal-documents', where: { slug: { equals: 'legal-notice' } }, draft: true })
      const saved = await payload.update({
        collection: 'legal-documents',
        id: docs[0].id,
        data: { title: docs[0].title, lastUpdated: docs[0].lastUpdated, _status: 'published' },
        overrideAccess: false,
        user: staff,
        ...quiet,
      })
      expect(saved.lastUpdated).toBe(`${dayIn(zone)}T12:00:00.000Z`)
    } finally {
      await setAgencyTimeZone(PACIFIC)
    }
  })
})

describe("the dashboard's counts with the agency's time zone set to Los Angeles", () => {
  // 20:00 UTC on 24 November: noon on the 24th in Los Angeles, today's end there is 08:00 UTC on the 25th.
  const now = new Date('2026-11-24T20:00:00Z')

  it("'Contactos por día' counts a lead on the Los Angeles day it came in", async () => {
    const perDay = async () => leadsPerDay(payload, staff, await loadAgencyTimeZone(payload), 2, now)
    const before = await perDay()
    expect(before.map(({ day }) => day)).toEqual(['2026-11-23', '2026-11-24'])
    await leadOnTheDayBoundary(`Por día ${randomUUID().slice(0, 8)}`)
    const after = await perDay()
    // Received 22:30 on the 23rd in Los Angeles (01:30 on the 24th in New York).
    expect(after.map(({ count }, index) => count - before[index].count)).toEqual([1, 0])
  })

  it("'Por llamar hoy' counts a follow-up due before midnight in Los Angeles", async () => {
    const due = async () => followUpsDue(payload, staff, await loadAgencyTimeZone(payload), now)
    const before = await due()
    // Follow-up at 23:30 on the 24th in Los Angeles: today there (02:30 on the 25th in New York, tomorrow).
    await leadOnTheDayBoundary(`Hoy ${randomUUID().slice(0, 8)}`)
    expect((await due()).total - before.total).toBe(1)
  })
})

describe('an unusable time-zone setting', () => {
  it('falls back to the default zone instead of breaking the dates', async () => {
    // A value from before the field was validated, or a zone a later Node no longer knows.
    await sql('update site_settings set time_zone = $1', ['Mars/Base'])
    try {
      expect(await loadAgencyTimeZone(payload)).toBe(DEFAULT_AGENCY_TIME_ZONE)
      const lastName = `Marte ${randomUUID().slice(0, 8)}`
      await leadOnTheDayBoundary(lastName)
      expect((await exportRow(lastName))('Fecha')).toBe('2026-11-24 01:30')
    } finally {
      await setAgencyTimeZone(PACIFIC)
    }
  })

  it('is refused when staff type it, with a Spanish message', async () => {
    const refusal = await setAgencyTimeZone('Hora del Este').then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ValidationError)
    expect((refusal as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'timeZone', message: expect.stringMatching(/^Escriba una zona horaria IANA/) }),
    ])
    expect(await loadAgencyTimeZone(payload)).toBe(PACIFIC)
  })
})

describe("the agency's settings, read once per request", () => {
  it('a request keeps the answer of its first read; the next request sees the change', async () => {
    const req = await createLocalReq({}, payload)
    const first = await readAgencySettings(payload, req)
    expect(first.timeZone).toBe(PACIFIC)
    await sql('update site_settings set time_zone = $1', ['America/Chicago'])
    try {
      // No second read within the request: the hook, job or endpoint works on one set of settings.
      expect(await readAgencySettings(payload, req)).toBe(first)
      expect(await loadAgencyTimeZone(payload, await createLocalReq({}, payload))).toBe('America/Chicago')
      expect(await loadAgencyTimeZone(payload)).toBe('America/Chicago')
    } finally {
      await setAgencyTimeZone(PACIFIC)
    }
  })
})
