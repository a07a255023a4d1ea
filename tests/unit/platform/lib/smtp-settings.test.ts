import { describe, expect, it } from 'vitest'

import { isLoopbackHost } from '@/lib/server/smtp-settings'
import { agencyTimeZone, isIanaTimeZone } from '@/lib/time-zone'

describe('SMTP host on this machine', () => {
  it('treats only loopback names and addresses as local (no TLS required there)', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['smtp.example.com', '10.0.0.5', '192.168.1.2', '2001:db8::1', 'localhost.example.com']) {
      expect(isLoopbackHost(host)).toBe(false)
    }
  })
})

describe('agency time zone', () => {
  it('accepts IANA names and refuses offsets and abbreviations', () => {
    expect(isIanaTimeZone('America/New_York')).toBe(true)
    expect(isIanaTimeZone('America/Chicago')).toBe(true)
    expect(isIanaTimeZone('UTC')).toBe(true)
    for (const zone of ['EST', '-05:00', 'Mars/Base', '']) expect(isIanaTimeZone(zone)).toBe(false)
  })

  it('falls back to New York when the setting is empty or unknown', () => {
    expect(agencyTimeZone(null)).toBe('America/New_York')
    expect(agencyTimeZone('Mars/Base')).toBe('America/New_York')
    expect(agencyTimeZone(' America/Denver ')).toBe('America/Denver')
  })
})
