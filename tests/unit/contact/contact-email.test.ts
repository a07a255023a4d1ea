import { describe, expect, it } from 'vitest'

import { contactNotificationEmail, escapeHtml } from '@/collections/Contacts/hooks/contact-email'

describe('staff notification e-mail', () => {
  it('escapes every visitor value in the HTML and keeps the plain text readable', () => {
    const email = contactNotificationEmail(
      {
        id: 7,
        firstName: '<b>Ana</b>',
        lastName: 'O"Brien',
        email: 'ana@example.com',
        phone: '3055550100',
        insuranceType: 'vida',
        message: '<script>alert(1)</script> & <img src=x onerror=alert(2)>',
        consentAt: '2026-01-01T00:00:00.000Z',
      },
      'https://agencia.example',
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).not.toContain('<b>Ana')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;')
    expect(email.html).toContain('Seguro de Vida')
    expect(email.html).toContain('https://agencia.example/admin/collections/contacts/7')
    expect(email.text).toContain('Mensaje: <script>alert(1)</script>')
    expect(email.subject).toBe('Nuevo contacto: <b>Ana</b> O"Brien')
  })

  it('escapeHtml covers the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })
})
