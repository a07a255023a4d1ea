import ipaddr from 'ipaddr.js'

/** Whether staff e-mail can go out: without SMTP_HOST the queue waits (src/jobs/index.ts). */
export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_HOST?.trim())
}

/** 'localhost', 127.0.0.0/8 or ::1 (also as an IPv4-mapped address): a mail relay on this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (!ipaddr.isValid(name)) return false
  const address = ipaddr.process(name)
  return address.range() === 'loopback'
}
