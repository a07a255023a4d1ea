/**
 * The staff e-mail about a rescinded Marketplace consent goes out once (issue 35): two runs of
 * its job at the same moment (Payload's runner can hand one job to two runners), and a replay
 * afterwards, send ONE e-mail. Real SMTP server.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSigningLink } from '@/records/create-signing-link'
import { sendRescissionStaffEmail } from '@/records/mail/rescission-staff-email'
import { rescindThroughLink, signThroughLink } from '@/records/sign-record'
import { rescissionStaffMail } from '@/records/staff-copy'
import { seed } from '../../../src/seed/seed'
import { openPayload } from '../../../tooling/payload'
import {
  decodeQuotedPrintable,
  mailSubject,
  type SmtpCapture,
  startStaffMailCapture,
  stopStaffMailCapture,
} from '../../support/smtp-capture'

let payload: Payload
let smtp: SmtpCapture
let staffId: number

const signer = { ip: '203.0.113.36', userAgent: 'Mozilla/5.0 (prueba)' }
const signature = { signerName: 'Rosa Pérez', representativeName: '', representativeRelationship: '', products: [] }
const tokenOf = (url: string) => url.split('/firmar/')[1]

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  payload = await openPayload()
  await seed(payload)
  await payload.updateGlobal({ slug: 'site-settings', data: { agencyNpn: '19990036' } as never, context: { skipRevalidate: true } })
  const email = `revocacion-${randomUUID()}@agencia.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: `clave-${randomUUID()}`, name: 'Marta Ruiz', roles: ['staff'], npn: '17770036' } as never,
  })
  staffId = user.id
}, 120_000)

afterAll(async () => {
  await stopStaffMailCapture(smtp)
})

async function rescindedConsent() {
  const lastName = `Una vez ${randomUUID().slice(0, 6)}`
  const lead = await payload.create({
    collection: 'contacts',
    data: { firstName: 'Rosa', lastName, phone: '(954) 555-0137', email: `una-vez-${randomUUID()}@example.com`, consent: true } as never,
    context: { skipRevalidate: true },
  })
  const link = await createSigningLink(payload, { lead: lead.id, purpose: 'marketplace-consent', sentBy: staffId })
  const signed = await signThroughLink(payload, tokenOf(link.url), signature, signer)
  if (signed.kind !== 'signed') throw new Error('consent not signed')
  const rescinded = await rescindThroughLink(payload, tokenOf(link.url), signature, signer)
  if (rescinded.kind !== 'signed') throw new Error('consent not rescinded')
  return { recordId: rescinded.record.id, lastName }
}

const noticesAbout = (lastName: string) =>
  smtp.inbox.filter((mail) => mailSubject(mail.raw) === rescissionStaffMail.subject && decodeQuotedPrintable(mail.raw).includes(lastName))

describe('the staff e-mail about a rescission', () => {
  it('two runs at once and a replay send one e-mail', async () => {
    const { recordId, lastName } = await rescindedConsent()
    const together = await Promise.all([sendRescissionStaffEmail(payload, recordId), sendRescissionStaffEmail(payload, recordId)])
    expect(together.filter((result) => result === 'sent')).toHaveLength(1)
    expect(await sendRescissionStaffEmail(payload, recordId)).not.toBe('sent')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(noticesAbout(lastName)).toHaveLength(1)
  }, 60_000)
})
