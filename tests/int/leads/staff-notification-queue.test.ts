/**
 * Staff e-mails go through Payload's jobs queue in Postgres, run by the Payload instance's own
 * runner (autoRun, started as the server starts it), to a real SMTP server
 * on loopback that the tests take down and bring back.
 */
import { randomUUID } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startJobRunner } from '@/jobs/start-runner'
import type { Contact } from '@/payload-types'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import {
  decodeQuotedPrintable,
  mailHeader,
  mailPart,
  type SmtpCapture,
  startStaffMailCapture,
  stopStaffMailCapture,
} from '../../support/smtp-capture'
import { until } from '../../support/wait-until'

const THREE_MINUTES = 180_000
let smtp: SmtpCapture
let payload: Payload

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
  payload = await openPayload()
  // As the server does at start (src/instrumentation-node.ts): Payload with its job runner.
  await startJobRunner()
})

afterAll(async () => {
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
  await stopStaffMailCapture(smtp)
})

async function contactByEmail(email: string): Promise<Contact> {
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** Posts a lead through the site's API; its e-mail address is its marker in the inbox. */
async function postLead(label: string): Promise<string> {
  const email = `${label}-${randomUUID()}@example.com`
  const response = await postContact(validContactBody({ email }))
  expect(response.status).toBe(201)
  return email
}

/** A lead typed in by staff (Local API), as a phone call becomes one. */
const staffEnteredLead = (email: string) => ({
  firstName: 'Carlos',
  lastName: 'Ruiz',
  email,
  phone: '(786) 555-0142',
  insuranceType: 'medicare' as const,
  status: 'nuevo' as const,
  source: 'telefono' as const,
  consent: true,
})

/** Lets the runner tick twice more (every 5 s), so a second e-mail would have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 11_000))

describe('staff e-mail through the jobs queue', () => {
  it('sends exactly one e-mail per lead, with Reply-To, a tel: link and Spanish dates on the agency clock', async () => {
    const leads = [await postLead('uno'), await postLead('dos'), await postLead('tres')]
    for (const lead of leads) await until(`the e-mail about ${lead}`, 30_000, () => smtp.mailsWith(lead)[0])
    await settle()
    for (const lead of leads) expect(smtp.mailsWith(lead)).toHaveLength(1)

    const [mail] = smtp.mailsWith(leads[0])
    expect(mail.to).toEqual(['equipo@agencia.example'])
    expect(mailHeader(mail.raw, 'Reply-To')).toBe(leads[0])
    const html = mailPart(mail.raw, 'text/html')
    expect(html).toContain('<a href="tel:+17865550142">(786) 555-0142</a>')
    const text = mailPart(mail.raw, 'text/plain')
    const weekday = '(lunes|martes|miércoles|jueves|viernes|sábado|domingo)'
    const spanishEastern = new RegExp(
      `Recibido: ${weekday}, \\d{1,2} de [a-z]+ de \\d{4}, \\d{1,2}:\\d{2} [ap]\\. m\\. \\(hora del Este\\)`,
    )
    expect(text).toMatch(spanishEastern)
    const contact = await contactByEmail(leads[0])
    expect(decodeQuotedPrintable(mail.raw)).not.toContain(contact.createdAt)
    expect(text).toContain(`/admin/collections/contacts/${contact.id}`)

    // What staff see on the contact: sent, when, after one attempt, no error.
    expect(contact.notification).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(new Date(contact.notification?.sentAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000)
    // Bookkeeping is not an edit: the contact still reads as last changed before the e-mail went out.
    expect(new Date(contact.updatedAt).getTime()).toBeLessThan(new Date(contact.notification?.sentAt ?? 0).getTime())
  })

  it('keeps the leads that arrive while SMTP is down and delivers all of them once it is back', async () => {
    await smtp.stop()
    const leads: string[] = []
    for (let index = 0; index < 5; index++) leads.push(await postLead(`caida${index}`))
    // Each was tried and failed; staff see it pending, with the attempts and the error.
    for (const lead of leads) {
      const state = await until(`a failed attempt for ${lead}`, 30_000, async () => {
        const { notification } = await contactByEmail(lead)
        return notification?.attempts && notification.attempts >= 1 ? notification : undefined
      })
      expect(state.status).toBe('pending')
      expect(state.sentAt).toBeNull()
      expect(state.lastError).toMatch(/ECONNREFUSED|connect/i)
    }
    expect(leads.flatMap((lead) => smtp.mailsWith(lead))).toHaveLength(0)

    await smtp.start()
    const back = Date.now()
    for (const lead of leads) await until(`the e-mail about ${lead}`, THREE_MINUTES, () => smtp.mailsWith(lead)[0])
    const secondsToDeliver = (Date.now() - back) / 1000
    await settle()
    const delivered = leads.filter((lead) => smtp.mailsWith(lead).length === 1).length
    console.log(
      `[figures] SMTP outage: ${delivered} e-mails delivered / ${leads.length} leads accepted, ` +
        `all ${secondsToDeliver.toFixed(1)} s after SMTP returned`,
    )
    expect(delivered).toBe(leads.length)
    expect(secondsToDeliver).toBeLessThan(THREE_MINUTES / 1000)
    for (const lead of leads) expect((await contactByEmail(lead)).notification).toMatchObject({ status: 'sent', lastError: null })
  }, 300_000)

  it('three runners racing over the same queued jobs send each e-mail once', async () => {
    const leads = Array.from({ length: 12 }, () => `carrera-${randomUUID()}@example.com`)
    await Promise.all(leads.map((email) => payload.create({ collection: 'contacts', data: staffEnteredLead(email), overrideAccess: true })))
    // Besides the instance's own runner (every 5 s), three more claim the queue at once.
    // A runner may also fail outright on a job that another one ran, finished and deleted under it
    // (Payload 3.90 claims without a row lock): the e-mails are what must come out right.
    const runs = await Promise.allSettled([1, 2, 3].map(() => payload.jobs.run({ limit: 50 })))
    console.log(`[figures] racing runners: ${runs.filter((run) => run.status === 'rejected').length} of 3 failed on a shared job`)
    for (const lead of leads) await until(`the e-mail about ${lead}`, 30_000, () => smtp.mailsWith(lead)[0])
    await settle()
    for (const lead of leads) expect(smtp.mailsWith(lead), lead).toHaveLength(1)
  }, 90_000)

  it('queues the e-mail in the contact transaction: a contact rolled back leaves no job behind', async () => {
    const email = `revertido-${randomUUID()}@example.com`
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const created = await payload.create({
      collection: 'contacts',
      data: staffEnteredLead(email),
      overrideAccess: true,
      req,
    })
    const insideTransaction = await payload.db.find({
      collection: 'payload-jobs',
      where: { 'input.contactId': { equals: created.id } },
      req,
    })
    expect(insideTransaction.docs).toHaveLength(1)
    await killTransaction(req)

    const jobs = await payload.db.find({ collection: 'payload-jobs', where: { 'input.contactId': { equals: created.id } } })
    expect(jobs.docs).toHaveLength(0)
    expect((await payload.find({ collection: 'contacts', where: { email: { equals: email } } })).totalDocs).toBe(0)
    await settle()
    expect(smtp.mailsWith(email)).toHaveLength(0)
  }, 60_000)
})

describe('a job whose runner died', () => {
  it('is taken back from "processing" and its e-mail sent', async () => {
    const email = `huerfano-${randomUUID()}@example.com`
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const created = await payload.create({ collection: 'contacts', data: staffEnteredLead(email), overrideAccess: true, req })
    // As a server killed mid-run leaves it: claimed two minutes ago, never finished.
    const [job] = (await payload.db.find({ collection: 'payload-jobs', where: { 'input.contactId': { equals: created.id } }, req })).docs
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString()
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt: twoMinutesAgo }, req })
    await commitTransaction(req)

    await until(`the e-mail about ${email}`, 30_000, () => smtp.mailsWith(email)[0])
    await settle()
    expect(smtp.mailsWith(email)).toHaveLength(1)
  }, 60_000)
})
