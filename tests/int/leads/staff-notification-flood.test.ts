/**
 * A flood of leads (many addresses, each under the per-address limit) must not delay the staff
 * e-mail of a real lead that follows it: the server's own job runner, a real SMTP server on
 * loopback, leads posted through the site's API. Bounded: 200 leads, one process, loopback.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startJobRunner } from '@/jobs/start-runner'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import { decodeQuotedPrintable, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'

const FLOOD = 200
const PROMPT_SECONDS = 15
let smtp: SmtpCapture
let payload: Payload

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  await startJobRunner()
})

afterAll(async () => {
  await stopStaffMailCapture(smtp)
})

async function postLead(email: string, firstName = 'Lucía'): Promise<void> {
  const response = await postContact(validContactBody({ email, firstName }))
  expect(response.status).toBe(201)
}

describe('staff e-mail under a flood of leads', () => {
  it(`after ${FLOOD} leads from as many addresses, a real lead is e-mailed within ${PROMPT_SECONDS} s; each lead once`, async () => {
    const marker = randomUUID().slice(0, 8)
    const flood = Array.from({ length: FLOOD }, (_, index) => `aluvion-${marker}-${index}@example.com`)
    const started = Date.now()
    for (let batch = 0; batch < FLOOD; batch += 20) {
      await Promise.all(flood.slice(batch, batch + 20).map((email) => postLead(email, 'Bot')))
    }
    const floodSeconds = (Date.now() - started) / 1000

    const real = `real-${marker}@example.com`
    const postedAt = Date.now()
    await postLead(real, 'Marta')
    await expect.poll(() => smtp.mailsWith(real).length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(0)
    const secondsToRealMail = (smtp.mailsWith(real)[0].receivedAt - postedAt) / 1000

    // Every flood lead is still told to staff, once.
    await expect.poll(() => flood.filter((lead) => smtp.mailsWith(lead).length === 0).length, { timeout: 120_000, interval: 500 }).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    const floodMails = new Set(flood.flatMap((lead) => smtp.mailsWith(lead)))
    console.log(
      `[figures] flood: ${FLOOD} leads posted in ${floodSeconds.toFixed(1)} s, staff e-mails for them: ${floodMails.size}; ` +
        `the real lead's e-mail ${secondsToRealMail.toFixed(1)} s after it was posted`,
    )
    expect(secondsToRealMail).toBeLessThanOrEqual(PROMPT_SECONDS)
    for (const lead of [...flood, real]) expect(smtp.mailsWith(lead), lead).toHaveLength(1)
    // What staff need to call the real lead back is in the e-mail that names it.
    expect(decodeQuotedPrintable(smtp.mailsWith(real)[0].raw)).toContain('tel:+17865550142')
    for (const lead of flood) {
      const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: lead } }, depth: 0 })
      expect(docs[0].notification, lead).toMatchObject({ status: 'sent', lastError: null })
    }
  }, 300_000)
})
