import type { SiteSettings } from '@/content/types'

/** The seeded agency's settings as the site reads them (src/seed/content/site-settings.ts), with a test's own changes. */
export function siteSettings(changes: Partial<SiteSettings> = {}): SiteSettings {
  return {
    agencyName: 'Agencia de Seguros Salud Latina',
    phone: '(305) 555-0100',
    email: 'contacto@agencia.example',
    address: '1234 Calle Ejemplo, Suite 100, Miami, FL 33101',
    webAddress: 'https://www.agencia.example',
    officeHours: 'Lunes a Viernes 8:00 AM – 6:00 PM',
    agentPortalUrl: 'https://portal.agencia.example',
    socialLinks: [],
    whatsApp: null,
    medicare: null,
    shareImage: null,
    voice: { publicKey: '', assistantId: '' },
    timeZone: 'America/New_York',
    rating: '4.8/5',
    grievanceCoordinator: null,
    bookingEnabled: true,
    ...changes,
  }
}
