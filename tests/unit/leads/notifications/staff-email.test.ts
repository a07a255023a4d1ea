import { describe, expect, it } from 'vitest'

import { contactNotificationEmail, escapeHtml } from '@/leads/notifications/staff-email'

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
    expect(eastern.text).toContain('Recibido: viernes, 3 de julio de 2026, 10:05 a. m. (hora del Este)')
    expect(eastern.text).toContain('Consentimiento: jueves, 1 de enero de 2026, 10:04 a. m. (hora del Este)')
    expect(eastern.text).not.toContain('2026-07-03T')
    const central = contactNotificationEmail(contact, { ...settings, timeZone: 'America/Chicago' })
    expect(central.text).toContain('Recibido: viernes, 3 de julio de 2026, 9:05 a. m. (hora del Centro)')
  })

  it('of a lead marked «No contactar»: says so first, names the duplicate, and gives no link, number or reply address', () => {
    const email = contactNotificationEmail(
      {
        ...contact,
        duplicateOf: 3,
        doNotContact: true,
        doNotContactAt: '2026-07-01T16:00:00.000Z',
        doNotContactChannel: 'sms' as const,
        doNotContactBy: 'Marta Ríos',
      },
      settings,
    )
    expect(email.subject).toBe('Nuevo contacto (No contactar): <b>Ana</b> O"Brien')
    expect(email.text).toMatch(/^Nuevo contacto desde el sitio web\. NO CONTACTAR: esta persona pidió no ser contactada\./)
    expect(email.text).toContain(
      'No contactar: Sí: pidió no ser contactado desde el miércoles, 1 de julio de 2026, 12:00 p. m. (hora del Este) ' +
        '(Mensaje de texto (STOP)); registrado por Marta Ríos.',
    )
    expect(email.text).toContain('Posible duplicado de: el cliente n.º 3 (mismo teléfono o correo)')
    expect(email.text).toContain('Teléfono: No contactar (termina en 0100)')
    expect(email.text).toContain('Correo electrónico: No contactar (no se muestra)')
    expect('replyTo' in email).toBe(false)
    for (const body of [email.text, email.html]) {
      expect(body).not.toMatch(/tel:|mailto:|sms:|whatsapp|wa\.me/i)
      expect(body).not.toContain('ana@example.com')
      expect(body).not.toContain('555-0100')
    }
    expect(email.html).toContain('<a href="https://agencia.example/admin/collections/contacts/3">el cliente n.º 3')
  })

  it('escapeHtml covers the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })
})
