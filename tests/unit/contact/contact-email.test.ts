import { describe, expect, it } from 'vitest'

import { contactNotificationEmail, escapeHtml } from '@/collections/Contacts/hooks/contact-email'

const contact = {
  id: 7,
  firstName: '<b>Ana</b>',
  lastName: 'O"Brien',
  email: 'ana@example.com',
  phone: '(305) 555-0100',
  insuranceType: 'vida' as const,
  message: '<script>alert(1)</script> & <img src=x onerror=alert(2)>',
  consentAt: '2026-01-01T15:04:00.000Z',
  createdAt: '2026-07-03T14:05:00.000Z',
  source: 'formulario' as const,
}
const settings = { adminUrl: 'https://agencia.example', timeZone: 'America/New_York' }

describe('staff notification e-mail', () => {
  it('escapes every visitor value in the HTML and keeps the plain text readable', () => {
    const email = contactNotificationEmail(contact, settings)
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).not.toContain('<b>Ana')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;')
    expect(email.html).toContain('Seguro de Vida')
    expect(email.html).toContain('https://agencia.example/admin/collections/contacts/7')
    expect(email.text).toContain('Mensaje: <script>alert(1)</script>')
    expect(email.subject).toBe('Nuevo contacto: <b>Ana</b> O"Brien')
  })

  it('lets staff reply to the lead and call the phone with one tap', () => {
    const email = contactNotificationEmail(contact, settings)
    expect(email.replyTo).toBe('ana@example.com')
    expect(email.html).toContain('<a href="tel:+13055550100">(305) 555-0100</a>')
    expect(email.text).toContain('Teléfono: (305) 555-0100')
  })

  it('writes dates in Spanish on the agency clock, never as UTC ISO', () => {
    const eastern = contactNotificationEmail(contact, settings)
    expect(eastern.text).toContain('Recibido: viernes, 3 de julio de 2026, 10:05 a.m. EDT')
    expect(eastern.text).toContain('Consentimiento: jueves, 1 de enero de 2026, 10:04 a.m. EST')
    expect(eastern.text).not.toContain('2026-07-03T')
    const central = contactNotificationEmail(contact, { ...settings, timeZone: 'America/Chicago' })
    expect(central.text).toContain('Recibido: viernes, 3 de julio de 2026, 9:05 a.m. CDT')
  })

  it('escapeHtml covers the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })
})
