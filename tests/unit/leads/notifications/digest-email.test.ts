import { describe, expect, it } from 'vitest'

import { contactDigestEmail } from '@/leads/notifications/digest-email'

const contact = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  firstName: 'Lucía',
  lastName: 'Martínez',
  email: `lucia-${id}@example.com`,
  phone: '(786) 555-0142',
  insuranceType: 'obamacare' as const,
  createdAt: '2026-11-25T15:04:00.000Z',
  source: 'formulario' as const,
  ...overrides,
})

describe('the digest e-mail for a flood of leads', () => {
  const settings = { adminUrl: 'https://www.agencia.example', timeZone: 'America/New_York' }

  it('names how many, and gives each lead a line with what staff need to call back', () => {
    const email = contactDigestEmail([contact(1), contact(2, { email: null, phone: null })], settings)
    expect(email.subject).toBe('2 contactos nuevos')
    expect(email.text).toContain('Lucía Martínez · (786) 555-0142 · lucia-1@example.com · Obamacare')
    expect(email.text).toContain('https://www.agencia.example/admin/collections/contacts/1')
    expect(email.text).toContain('(sin teléfono) · (sin correo)')
    expect(email.html).toContain('<a href="tel:+17865550142">(786) 555-0142</a>')
    expect(email).not.toHaveProperty('replyTo')
  })

  it('escapes every visitor value in the HTML', () => {
    const email = contactDigestEmail([contact(3, { firstName: '<img src=x onerror=alert(1)>', email: '"x"@example.com' })], settings)
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(email.html).toContain('mailto:&quot;x&quot;@example.com')
  })

  it("shows a 'No contactar' lead and a possible duplicate flagged, with no way to call or write the opted-out one", () => {
    const optedOut = contact(4, { doNotContact: true, doNotContactAt: '2026-11-20T14:00:00.000Z', doNotContactChannel: 'llamada' })
    const email = contactDigestEmail([optedOut, contact(5, { duplicateOf: 1 })], settings)
    expect(email.text).toContain('No contactar: Sí: pidió no ser contactado')
    expect(email.text).toContain('No contactar (termina en 0142)')
    expect(email.text).not.toContain('lucia-4@example.com')
    expect(email.text).toContain('Posible duplicado de: el cliente n.º 1')
    const optedOutRow = email.html.split('<tr>').find((row) => row.includes('/contacts/4'))
    expect(optedOutRow).toBeDefined()
    expect(optedOutRow).not.toMatch(/tel:|mailto:|sms:|wa\.me/)
    expect(email.html).toContain('<a href="tel:+17865550142">(786) 555-0142</a>')
  })
})
