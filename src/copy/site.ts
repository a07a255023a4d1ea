/**
 * The site's fixed interface strings (navigation, labels, headings of layout pieces).
 * Everything else a visitor reads comes from the CMS through src/content; the contact form's
 * strings are in ./contact, the voice assistant's in ./voice.
 */
import { type LegalDocumentSlug, legalDocumentSlugs } from '../lib/legal-document-slugs.mjs'

export const sectionIds = {
  home: 'inicio',
  services: 'servicios',
  about: 'nosotros',
  testimonials: 'testimonios',
  contact: 'contacto',
} as const

export const navigation = [
  { id: sectionIds.home, label: 'Inicio' },
  { id: sectionIds.services, label: 'Servicios' },
  { id: sectionIds.about, label: 'Nosotros' },
  { id: sectionIds.testimonials, label: 'Testimonios' },
  { id: sectionIds.contact, label: 'Contacto' },
] as const

/** The legal documents' names, as the footer links and the admin's page choice show them. */
export const legalDocumentTitles: Record<LegalDocumentSlug, string> = {
  'privacy-policy': 'Política de Privacidad',
  'terms-of-service': 'Términos y Condiciones',
  'legal-notice': 'Aviso Legal',
  'nondiscrimination-notice': 'Aviso de No Discriminación',
}

export const legalLinks = legalDocumentSlugs.map((slug) => ({ href: `/${slug}`, label: legalDocumentTitles[slug] }))

export const copy = {
  skipLink: 'Saltar al contenido principal',
  homeLinkLabel: 'Ir al inicio',
  mainNavLabel: 'Navegación principal',
  quoteNow: 'Cotizar Ahora',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menuTitle: 'Menú',
  serviceQuote: 'Solicitar Cotización',
  countdownLabels: { days: 'DÍAS', hours: 'HORAS', minutes: 'MIN', seconds: 'SEG' },
  countdownIntro: 'Tu cobertura podría comenzar el',
  countdownAria: 'Tiempo restante para inscribirte antes del primer día del próximo mes',
  /** A campaign page's promotion with its own last day. */
  promotionEnd: { intro: 'La promoción termina el', aria: 'Tiempo restante hasta que termine la promoción' },
  limitedTime: 'Tiempo limitado',
  promotionsLabel: 'Promociones',
  trustLabel: 'Por qué confiar en nosotros',
  testimonialsSummaryLabel: 'Opiniones de nuestros clientes en cifras',
  medicareTag: 'Medicare',
  insurersListLabel: 'Aseguradoras con las que trabajamos',
  ratingLabel: (rating: number) => `${rating} de 5 estrellas`,
  contactDetailsHeading: 'Habla con un agente',
  contactDetailsText: 'Llámanos, escríbenos o visítanos. Te atendemos en español.',
  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
  hoursLabel: 'Horario',
  addressLabel: 'Dirección',
  webLabel: 'Sitio web',
  whatsAppLabel: 'WhatsApp',
  licensedStatesListLabel: 'Estados donde tenemos licencia',
  licensedAgency: 'Agencia licenciada y regulada',
  footer: {
    about: 'Agencia de seguros de salud licenciada al servicio de la comunidad latina. Asesoría gratuita y en español.',
    servicesHeading: 'Servicios',
    legalHeading: 'Legal',
    contactHeading: 'Contacto',
    socialHeading: 'Síguenos',
    agentPortal: 'Portal de Agentes',
    newTab: '(se abre en una nueva pestaña)',
    rights: 'Todos los derechos reservados.',
    copyrightYear: 2024,
  },
  legal: {
    lastUpdated: 'Última actualización:',
    contactHeading: 'Cómo contactarnos',
    coordinator: {
      heading: 'Coordinador de la Sección 1557',
      intro: 'Envíe su queja o su pedido de ayuda a:',
      phone: 'Teléfono:',
      tty: '(usuarios de TTY: 711)',
      email: 'Correo electrónico:',
    },
    backToContact: 'Ir al formulario de contacto',
    breadcrumbHome: 'Inicio',
    breadcrumbLabel: 'Ruta de navegación',
  },
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    home: 'Volver a la página de inicio',
    metaTitle: 'Página no encontrada',
  },
  whatsApp: {
    /** The message a visitor's WhatsApp opens with (no personal or health details: links get logged). */
    greeting: 'Hola, quisiera información sobre seguros de salud.',
    linkText: 'Escríbenos por WhatsApp',
  },
  medicareDisclaimerLabel: 'Aviso sobre Medicare',
  /** The call-to-action band of campaign pages (its WhatsApp button says whatsApp.linkText). */
  callToAction: {
    /** Followed by the agency's phone number. */
    call: 'Llámanos al',
  },
  seo: {
    landingTitle: 'Seguros de Salud en Español: Obamacare, Medicare y Vida',
    landingDescription:
      'Agencia de seguros de salud licenciada en Florida, Georgia, Carolina del Sur y Texas. ' +
      'Cotiza gratis Obamacare, Medicare y seguro de vida en español.',
    /** Each legal page's description for search results (70–160 characters with the agency's name). */
    legalDescriptions: {
      'privacy-policy': (agency: string) =>
        `Cómo ${agency} recopila, usa, conserva y protege los datos personales que le confías, y cómo ejercer tus derechos.`,
      'terms-of-service': (agency: string) =>
        `Condiciones de uso del sitio de ${agency}: cookies, uso y conservación de datos, enlaces de terceros y contacto.`,
      'legal-notice': (agency: string) =>
        `Aviso legal de ${agency}: titular del sitio, licencias estatales, normas aplicables (ACA, Medicare, HIPAA) y responsabilidad.`,
      'nondiscrimination-notice': (agency: string) =>
        `${agency} no discrimina: ayudas gratuitas por discapacidad y asistencia en tu idioma, ` +
        'con avisos en inglés, vietnamita, chino y más.',
    } satisfies Record<LegalDocumentSlug, (agency: string) => string>,
    /** The share image: its alt text, and the lines beside the agency's name on the generated one. */
    shareImageAlt: (agency: string) => `${agency}: seguros de salud en español en Florida, Georgia, Carolina del Sur y Texas`,
    shareImageTagline: 'Seguros de salud en español',
    shareImageFootnote: 'Asesoría gratuita con agentes licenciados',
    manifestDescription: 'Seguros de salud en español: Obamacare, Medicare, vida y seguros privados.',
  },
} as const
