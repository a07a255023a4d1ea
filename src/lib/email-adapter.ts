import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { isLoopbackHost, smtpConfigured } from './smtp-settings'

const fromAddress = () => process.env.EMAIL_FROM || 'no-reply@agencia.example'
const fromName = () => process.env.EMAIL_FROM_NAME || 'Sitio web de la agencia'

/**
 * Pooled SMTP: the connection is reused between messages. Unless the relay is on this machine,
 * the server must upgrade to TLS (STARTTLS) before the password and the leads' data are sent:
 * nodemailer otherwise falls back to plain text when a relay (or someone in between) does not
 * offer STARTTLS. Short timeouts, so one hung relay cannot hold a notification job for minutes.
 */
function smtpTransport(): Transporter {
  const host = process.env.SMTP_HOST?.trim() ?? ''
  return nodemailer.createTransport({
    host,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    requireTLS: !isLoopbackHost(host),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
  })
}

/** Without SMTP, nodemailer renders each message as JSON and we write it to the log. */
function logTransport(): Transporter {
  return nodemailer.createTransport({ jsonTransport: true })
}

/**
 * Payload e-mail through nodemailer: SMTP when SMTP_HOST is set, otherwise the log, so a
 * fresh clone never needs a mail server. A transport may be passed in (tests capture mail).
 */
export function emailAdapter(transport?: Transporter): EmailAdapter {
  return ({ payload }) => {
    const usingSmtp = smtpConfigured()
    const transporter = transport ?? (usingSmtp ? smtpTransport() : logTransport())
    return {
      name: usingSmtp ? 'smtp' : 'log',
      defaultFromAddress: fromAddress(),
      defaultFromName: fromName(),
      async sendEmail(message: SendEmailOptions) {
        const info = await transporter.sendMail({
          from: { address: fromAddress(), name: fromName() },
          ...message,
        } as nodemailer.SendMailOptions)
        if (!usingSmtp && !transport) {
          // The whole message only at debug level: at info every contact would log its full e-mail.
          payload.logger.info({ msg: '[email] SMTP not configured; message not sent', to: message.to, subject: message.subject })
          if (payload.logger.isLevelEnabled('debug')) {
            payload.logger.debug({ msg: '[email] unsent message', message: info.message?.toString() })
          }
        }
        return info
      },
    }
  }
}
