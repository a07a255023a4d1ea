import type { SiteSettingsSeed } from '../types'

/** Default site settings. Every contact value is an obvious placeholder to be replaced in the admin panel. */
export const siteSettingsSeed: SiteSettingsSeed = {
  agencyName: 'Agencia de Seguros Salud Latina',
  phone: '(305) 555-0100',
  whatsappNumber: '(305) 555-0100',
  email: 'contacto@agencia.example',
  address: '1234 Calle Ejemplo, Suite 100, Miami, FL 33101',
  webAddress: 'https://www.agencia.example',
  officeHours: 'Lunes a Viernes 8:00 AM – 6:00 PM',
  // One rating for the trust strip and the testimonials (SPEC's 4.8/5; the agency sets its own).
  customerRating: 4.8,
  agentPortalUrl: 'https://portal.agencia.example',
  socialLinks: [
    { network: 'facebook', url: 'https://facebook.example/agencia' },
    { network: 'instagram', url: 'https://instagram.example/agencia' },
    { network: 'youtube', url: 'https://youtube.example/agencia' },
  ],
  // Placeholders: the agency sets its real counts (CMS requires them) in the admin panel.
  grievanceCoordinator: {
    name: 'Nombre del Coordinador (cámbielo)',
    title: 'Coordinador de la Sección 1557',
    postalAddress: '1234 Calle Ejemplo, Suite 100, Miami, FL 33101',
    phone: '(305) 555-0100',
    email: 'derechos-civiles@agencia.example',
  },
  medicareEnabled: true,
  medicareOrganizations: 4,
  medicareProducts: 12,
  medicareAllPlans: false,
  voicePublicKey: 'demo-public-key-0000',
  voiceAssistantId: 'demo-assistant-0000',
}
