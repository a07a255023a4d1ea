/**
 * The staff notification travels through the real e-mail adapter over SMTP to a capturing
 * SMTP server in this process (SMTP_HOST/SMTP_PORT point at it before Payload starts).
 */

import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettingsSeed } from '@/seed/content/site-settings'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'
import { mailPart, type SmtpCapture, startStaffMailCapture, stopStaffMailCapture } from '../../support/smtp-capture'

let smtp: SmtpCapture

beforeAll(async () => {
  smtp = await startStaffMailCapture()
  process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
  const payload = await openPayload()
  expect(payload.email).toBeTruthy()
})

afterAll(async () => {
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
  await stopStaffMailCapture(smtp)
})

describe('staff e-mail on a new contact', () => {
  it('sends a notification to CONTACT_NOTIFY_TO with the contact, visitor text escaped', async () => {
    const marker = `Nota-${randomUUID()}`
    const response = await postContact(
      validContactBody({
        firstName: 'Rosa',
        lastName: 'Lopez',
        message: `${marker} <script>alert("x")</script> & <img src=x onerror=alert(1)>`,
      }),
    )
    expect(response.status).toBe(201)
    const mail = await smtp.waitForMailWith(marker)
    expect(mail.to).toEqual(['equipo@agencia.example'])
    expect(mail.raw).toMatch(/Subject: Nuevo contacto: Rosa Lopez/)
    const html = mailPart(mail.raw, 'text/html')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  it('a mail server failure neither delays nor fails the visitor, and the contact is stored', async () => {
    const email = `mailfail-${randomUUID()}@example.com`
    smtp.refuseNextWith = email
    const response = await postContact(validContactBody({ email }))
    expect(response.status).toBe(201)
    const payload = await openPayload()
    const stored = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    expect(stored.totalDocs).toBe(1)
    // the next contact is notified normally: the failure was contained
    const marker = `Despues-${randomUUID()}`
    expect((await postContact(validContactBody({ message: marker }))).status).toBe(201)
    await smtp.waitForMailWith(marker)
  })

  it('without CONTACT_NOTIFY_TO the site-settings e-mail receives it', async () => {
    const payload = await openPayload()
    delete process.env.CONTACT_NOTIFY_TO
    try {
      // the seeded agency settings (written as the seed would, so the shared database stays as seeded)
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      if (!settings.agencyName) {
        await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context: { skipRevalidate: true } })
      }
      const recipient = (await payload.findGlobal({ slug: 'site-settings' })).email
      expect(recipient).toBeTruthy()
      const marker = `Ajustes-${randomUUID()}`
      expect((await postContact(validContactBody({ message: marker }))).status).toBe(201)
      expect((await smtp.waitForMailWith(marker)).to).toEqual([recipient])
    } finally {
      process.env.CONTACT_NOTIFY_TO = 'equipo@agencia.example'
    }
  })

  it('the visitor answer does not wait for a slow mail server', async () => {
    smtp.acceptDelayMs = 3000
    try {
      const marker = `Lento-${randomUUID()}`
      const started = Date.now()
      expect((await postContact(validContactBody({ message: marker }))).status).toBe(201)
      expect(Date.now() - started).toBeLessThan(2000)
      // and the notification still arrives afterwards
      await smtp.waitForMailWith(marker)
    } finally {
      smtp.acceptDelayMs = 0
    }
  })
})
