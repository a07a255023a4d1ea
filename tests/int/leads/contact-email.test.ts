/**
 * The staff notification travels through the real e-mail adapter over SMTP to a capturing
 * SMTP server in this process (SMTP_HOST/SMTP_PORT point at it before Payload starts).
 */

import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettingsSeed } from '@/seed/content/site-settings'
import { openPayload } from '../../../tooling/payload'
import { postContact, validContactBody } from '../../support/contact-api'

type CapturedMail = { from: string; to: string[]; raw: string }
const inbox: CapturedMail[] = []
/** The server refuses the message that carries this text (the two notifications may arrive in either order). */
let refuseMailContaining: string | null = null
let acceptDelayMs = 0

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (raw += chunk))
    stream.on('end', () => setTimeout(finish, acceptDelayMs))
    function finish() {
      if (refuseMailContaining && decodeQuotedPrintable(raw).includes(refuseMailContaining)) {
        refuseMailContaining = null
        callback(new Error('mailbox unavailable'))
        return
      }
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw,
      })
      callback()
    }
  },
})

async function mailFor(marker: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = inbox.find((entry) => decodeQuotedPrintable(entry.raw).includes(marker))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no e-mail containing ${marker}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The HTML part of a captured message, decoded. */
function htmlPart(raw: string): string {
  return decodeQuotedPrintable(raw.split(/Content-Type: text\/html[^\n]*\n/i)[1] ?? '')
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String((smtp.server.address() as AddressInfo).port)
  process.env.CONTACT_NOTIFY_TO = 'equipo@agencia.example'
  process.env.CONTACT_RATE_LIMIT_DISABLED = 'true'
  const payload = await openPayload()
  expect(payload.email).toBeTruthy()
})

afterAll(async () => {
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  delete process.env.CONTACT_NOTIFY_TO
  delete process.env.CONTACT_RATE_LIMIT_DISABLED
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
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
    const mail = await mailFor(marker)
    expect(mail.to).toEqual(['equipo@agencia.example'])
    expect(mail.raw).toMatch(/Subject: Nuevo contacto: Rosa Lopez/)
    const html = htmlPart(mail.raw)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  it('a mail server failure neither delays nor fails the visitor, and the contact is stored', async () => {
    const email = `mailfail-${randomUUID()}@example.com`
    refuseMailContaining = email
    const response = await postContact(validContactBody({ email }))
    expect(response.status).toBe(201)
    const payload = await openPayload()
    const stored = await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    expect(stored.totalDocs).toBe(1)
    // the next contact is notified normally: the failure was contained
    const marker = `Despues-${randomUUID()}`
    expect((await postContact(validContactBody({ message: marker }))).status).toBe(201)
    await mailFor(marker)
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
      expect((await mailFor(marker)).to).toEqual([recipient])
    } finally {
      process.env.CONTACT_NOTIFY_TO = 'equipo@agencia.example'
    }
  })

  it('the visitor answer does not wait for a slow mail server', async () => {
    acceptDelayMs = 3000
    try {
      const marker = `Lento-${randomUUID()}`
      const started = Date.now()
      expect((await postContact(validContactBody({ message: marker }))).status).toBe(201)
      expect(Date.now() - started).toBeLessThan(2000)
      // and the notification still arrives afterwards
      await mailFor(marker)
    } finally {
      acceptDelayMs = 0
    }
  })
})
