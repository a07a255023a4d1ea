/**
 * The site's fixed interface strings (navigation, labels, headings of layout pieces).
 * Everything else a visitor reads comes from the CMS through src/content.
 */
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

export const legalLinks = [
  { href: '/privacy-policy', label: 'Política de Privacidad' },
  { href: '/terms-of-service', label: 'Términos y Condiciones' },
  { href: '/legal-notice', label: 'Aviso Legal' },
] as const

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
  seo: {
    landingTitle: 'Seguros de Salud en Español: Obamacare, Medicare y Vida',
    landingDescription:
      'Agencia de seguros de salud licenciada en Florida, Georgia, Carolina del Sur y Texas. Cotiza gratis Obamacare, Medicare, seguro de vida y seguros privados con agentes que hablan español.',
    legalDescription: (title: string, agency: string) => `${title} de ${agency}.`,
  },
} as const
