import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { isLoopbackHost, smtpConfigured } from './smtp-settings'

const fromAddress = () => process.env.EMAIL_FROM || 'no-reply@agencia.example'
const fromName = () => process.env.EMAIL_FROM_NAME || 'Sitio web de la agencia'
/** Quoted, so a name with a comma or '<' stays one address (the adapter writes `Name <address>` unquoted). */
const defaultFrom = () => `"${fromName().replace(/["\\]/g, '\\$&')}" <${fromAddress()}>`

type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; pass?: string }

function smtpSettings(): SmtpSettings {
  return {
    host: process.env.SMTP_HOST?.trim() ?? '',
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    user: process.env.SMTP_USER || undefined,
    pass: process.env.SMTP_PASS || undefined,
  }
}

/**
 * Pooled SMTP: the connection is reused between messages. Unless the relay is on this machine,
 * the server must upgrade to TLS (STARTTLS) before the password and the leads' data are sent:
 * nodemailer otherwise falls back to plain text when a relay (or someone in between) does not
 * offer STARTTLS. Short timeouts, so one hung relay cannot hold a notification job for minutes.
 */
function smtpTransport({ host, port, secure, user, pass }: SmtpSettings): Transporter {
  return nodemailer.createTransport({
    host,
    port,
    secure,
    requireTLS: !isLoopbackHost(host),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    auth: user ? { user, pass } : undefined,
  })
}

type Sender = (message: SendEmailOptions) => Promise<unknown>

/**
 * Payload's e-mail through its official adapter, @payloadcms/email-nodemailer, with our
 * transport: SMTP when SMTP_HOST is set, otherwise nodemailer's JSON transport and a line in the
 * log, so a fresh clone never needs a mail server (staff e-mails about leads are not sent then:
 * they wait for SMTP, src/jobs). The transport is chosen from the SMTP settings at the time of
 * sending, one adapter per settings: the official adapter takes a fixed transport when the
 * config module loads, before a script or a test has set its settings.
 */
export function emailAdapter(): EmailAdapter {
  const senders = new Map<string, Promise<Sender>>()
  const senderFor = (args: Parameters<EmailAdapter>[0], usingSmtp: boolean): Promise<Sender> => {
    const settings = smtpSettings()
    const key = usingSmtp ? JSON.stringify(settings) : 'log'
    let sender = senders.get(key)
    if (!sender) {
      const transport = usingSmtp ? smtpTransport(settings) : nodemailer.createTransport({ jsonTransport: true })
      // No verify at start: every script and test opens Payload, and a relay that is down then is retried by the queue.
      sender = nodemailerAdapter({ transport, skipVerify: true, defaultFromAddress: fromAddress(), defaultFromName: fromName() }).then(
        (adapter) => adapter(args).sendEmail as Sender,
      )
      senders.set(key, sender)
    }
    return sender
  }
  return (args) => ({
    name: 'nodemailer',
    defaultFromAddress: fromAddress(),
    defaultFromName: fromName(),
    async sendEmail(message: SendEmailOptions) {
      const usingSmtp = smtpConfigured()
      const send = await senderFor(args, usingSmtp)
      const info = (await send({ ...message, from: message.from ?? defaultFrom() })) as { message?: Buffer | string }
      if (!usingSmtp) {
        const { logger } = args.payload
        // The whole message only at debug level: at info every message would log its full text.
        logger.info({ msg: '[email] SMTP not configured; message not sent', to: message.to, subject: message.subject })
        if (logger.isLevelEnabled('debug')) logger.debug({ msg: '[email] unsent message', message: info.message?.toString() })
      }
      return info
    },
  })
}
