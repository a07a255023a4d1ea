/**
 * A lead that arrives while no mail server is configured (SMTP_HOST unset, as on a fresh
 * production install) keeps its staff e-mail pending: not marked done, not given up. Once SMTP
 * is configured the e-mail goes out, exactly once. Real Postgres, a real SMTP server on loopback.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startJobRunner } from '@/jobs/start-runner'
import type { Contact } from '@/payload-types'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import { type SmtpCapture, startSmtpCapture } from '../../support/smtp-capture'

let smtp: SmtpCapture
let payload: Payload

beforeAll(async () => {
  // The mail server exists, but the site is not told about it yet.
  smtp = await startSmtpCapture()
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  process.env.CONTACT_NOTIFY_TO = 'equipo@agencia.example'
  process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
  payload = await openPayload()
  await startJobRunner()
})

afterAll(async () => {
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  delete process.env.CONTACT_NOTIFY_TO
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
  await smtp.stop()
})

async function contactByEmail(email: string): Promise<Contact> {
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** Three ticks of the runner (every 5 s): an e-mail it was going to handle would have been. */
const threeTicks = () => new Promise((resolve) => setTimeout(resolve, 16_000))

describe('staff e-mail while SMTP is not configured', () => {
  it('stays pending with its job queued, and goes out once when SMTP is configured', async () => {
    const email = `sin-smtp-${randomUUID()}@example.com`
    expect((await postContact(validContactBody({ email }))).status).toBe(201)
    await threeTicks()

    expect(smtp.mailsWith(email)).toHaveLength(0)
    const waiting = await contactByEmail(email)
    expect(waiting.notification).toMatchObject({ status: 'pending', sentAt: null })
    const jobs = await payload.db.find({ collection: 'payload-jobs', where: { 'input.contactId': { equals: waiting.id } } })
    expect(jobs.docs).toHaveLength(1)
    expect(jobs.docs[0]).toMatchObject({ completedAt: null, hasError: false })

    // The operator configures SMTP.
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
    await expect.poll(() => smtp.mailsWith(email).length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(0)
    await threeTicks()
    expect(smtp.mailsWith(email)).toHaveLength(1)
    expect((await contactByEmail(email)).notification).toMatchObject({ status: 'sent', lastError: null })
  }, 120_000)
})
