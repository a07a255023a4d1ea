/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it
 * accepts. It can be stopped and started again on the same port, as a mail relay that goes
 * down and comes back.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer, type SMTPServerSession } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string; receivedAt: number }

export type SmtpCapture = {
  port: number
  inbox: CapturedMail[]
  /** The mail server goes away: connections to its port are refused. */
  stop: () => Promise<void>
  /** It comes back on the same port. */
  start: () => Promise<void>
  /** Messages whose decoded text contains `marker`. */
  mailsWith: (marker: string) => CapturedMail[]
  /** The first message whose decoded text contains `marker`, waited for; throws after `timeoutMs`. */
  waitForMailWith: (marker: string, timeoutMs?: number) => Promise<CapturedMail>
  /** How long the server takes to accept each message (a slow relay); 0 unless a test sets it. */
  acceptDelayMs: number
  /** The next message whose decoded text contains this is refused («mailbox unavailable»), once. */
  refuseNextWith: string | null
}

export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** A header's value (first occurrence, unfolded), or undefined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim()
}

/** The Subject as read, its RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?) decoded. */
export function mailSubject(raw: string): string {
  const encoded = mailHeader(raw, 'subject') ?? ''
  return encoded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** A MIME part of a captured message (text/plain or text/html), decoded. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  const part = raw.split(new RegExp(`Content-Type: ${type.replace('/', '\\/')}[^\\n]*\\n`, 'i'))[1] ?? ''
  return decodeQuotedPrintable(part.split(/\r?\n--/)[0])
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
  })
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const inbox: CapturedMail[] = []
  const accept = (raw: string, session: SMTPServerSession, callback: (error?: Error) => void) => {
    if (capture.refuseNextWith && decodeQuotedPrintable(raw).includes(capture.refuseNextWith)) {
      capture.refuseNextWith = null
      callback(new Error('mailbox unavailable'))
      return
    }
    inbox.push({
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
      raw,
      receivedAt: Date.now(),
    })
    callback()
  }
  const makeServer = () => {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Going down drops the sender's pooled connections after a second, not the default 30 s.
      closeTimeout: 1000,
      onData(stream, session, callback) {
        let raw = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => (raw += chunk))
        stream.on('end', () => setTimeout(() => accept(raw, session, callback), capture.acceptDelayMs))
      },
    })
    // A sender killed mid-message resets its connection; smtp-server reports that as an 'error'
    // event, which would crash the test process if nobody listened.
    server.on('error', () => {})
    return server
  }
  let server = makeServer()
  const port = await listen(server, 0)
  const mailsWith = (marker: string) => inbox.filter((mail) => decodeQuotedPrintable(mail.raw).includes(marker))
  const capture: SmtpCapture = {
    port,
    inbox,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = makeServer()
      await listen(server, port)
    },
    mailsWith,
    waitForMailWith: async (marker, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const [mail] = mailsWith(marker)
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no e-mail containing ${marker}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    acceptDelayMs: 0,
    refuseNextWith: null,
  }
  return capture
}

/** A capture the site's staff e-mails go to: SMTP_HOST/SMTP_PORT and CONTACT_NOTIFY_TO point at it until it is stopped. */
export async function startStaffMailCapture(): Promise<SmtpCapture> {
  const smtp = await startSmtpCapture()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.CONTACT_NOTIFY_TO = 'equipo@agencia.example'
  return smtp
}

export async function stopStaffMailCapture(smtp: SmtpCapture): Promise<void> {
  delete process.env.SMTP_HOST
  delete process.env.SMTP_PORT
  delete process.env.CONTACT_NOTIFY_TO
  await smtp.stop()
}
