import { RATING_PLACEHOLDER } from '../../lib/rating'
import type { LandingSeed } from '../types'

/** Default Spanish content of the landing page (SPEC §1, §9). Respects the limits in src/globals/Landing.ts. */
export const landingSeed: LandingSeed = {
  hero: {
    badge: '¡Inscripción Abierta!',
    title: 'Protege la salud de tu familia con el',
    highlight: 'seguro ideal para ti',
    subtitle:
      'Somos una agencia de seguros licenciada que atiende a la comunidad latina. Te ayudamos a ' +
      'comparar planes de Obamacare, Medicare, vida y seguros privados, en español y sin costo, ' +
      'con apoyo 365 días al año.',
    savingsNote: '4 de cada 5 personas pagan menos de $10 al mes por su seguro de salud.',
    quoteButtonLabel: 'Cotización Gratis',
    callButtonLabel: 'Llamar Ahora',
  },
  trustStats: [
    { value: '10+', label: 'Años especializados en salud' },
    { value: '3,000+', label: 'Familias latinas protegidas' },
    { value: RATING_PLACEHOLDER, label: 'Satisfacción del cliente' },
    { value: '100%', label: 'Servicio en español' },
  ],
  servicesIntro: {
    heading: 'Nuestros Servicios',
    subtitle:
      'Encontramos la cobertura adecuada para cada etapa de tu vida. Compara opciones con un ' +
      'agente certificado que habla tu idioma y entiende tus necesidades.',
  },
  specialEnrollment: {
    title: 'Período de Inscripción Especial',
    text:
      '¿Te mudaste, perdiste tu cobertura, te casaste o tuviste un bebé? Es posible que ' +
      'califiques para inscribirte fuera del período abierto. Solicita hoy y tu cobertura podría ' +
      'comenzar el primer día del próximo mes.',
    buttonLabel: 'Verificar Ahora',
  },
  medicarePromo: {
    title: '¿Tienes 65 años o más?',
    text:
      'Si tienes 65 años o más, ya puedes inscribirte en Medicare. Te explicamos las Partes A, ' +
      'B, C y D, comparamos planes Medicare Advantage y de medicamentos, y te acompañamos en ' +
      'cada paso sin costo adicional.',
    buttonLabel: 'Conocer Medicare',
  },
  insurersIntro: {
    heading: 'Trabajamos con las Mejores Aseguradoras',
    subtitle: 'Comparamos planes de compañías reconocidas y autorizadas en cada estado para ofrecerte más opciones y el mejor valor.',
  },
  about: {
    heading: '¿Por Qué Elegirnos?',
    subtitle:
      'Somos un equipo de agentes certificados dedicados a que las familias latinas tengan ' +
      'acceso a una cobertura médica de calidad. Te atendemos en español, con transparencia y ' +
      'sin costo por nuestra asesoría, y seguimos a tu lado después de la inscripción con apoyo ' +
      '365 días al año.',
    pillars: [
      {
        icon: 'stethoscope',
        title: 'Experiencia en Salud',
        text:
          'Más de 10 años especializados en seguros de salud nos permiten orientarte con seguridad ' +
          'entre planes, subsidios y redes de proveedores.',
      },
      {
        icon: 'users',
        title: 'Comunidad Latina',
        text: 'Conocemos las necesidades de nuestra comunidad. Hablamos tu idioma y tratamos a cada cliente como parte de nuestra familia.',
      },
      {
        icon: 'book',
        title: 'Conocimiento',
        text:
          'Nos mantenemos al día con las reglas del ACA, de Medicare y de cada estado para ' +
          'explicarte tus opciones de forma clara y sencilla.',
      },
    ],
  },
  testimonialsIntro: {
    heading: 'Lo Que Dicen Nuestros Clientes',
    subtitle: 'Miles de familias latinas ya confían en nosotros para proteger su salud y su futuro.',
    summary: [
      { value: RATING_PLACEHOLDER, label: 'Calificación promedio' },
      { value: '200+', label: 'Reseñas positivas' },
      { value: '100%', label: 'Satisfacción' },
    ],
  },
  contact: {
    heading: 'Contáctanos Hoy',
    subtitle: 'Estamos aquí para ayudarte a encontrar la protección perfecta para ti y tu familia.',
  },
  statesPanel: {
    heading: 'Estados Licenciados',
    text:
      'Operamos con licencias completas en Florida, Georgia, Carolina del Sur y Texas. Todos ' +
      'nuestros agentes están certificados y trabajamos únicamente con aseguradoras autorizadas ' +
      'por cada estado. Cumplimos con todas las regulaciones estatales de seguros de salud para ' +
      'ofrecerte un servicio confiable y transparente.',
    assurances: [
      {
        title: 'Licencias activas',
        text: 'Nuestros agentes mantienen licencias vigentes en cada estado donde ofrecemos servicio.',
      },
      {
        title: 'Renovación anual',
        text: 'Renovamos nuestras certificaciones cada año y completamos la capacitación que exige el Mercado.',
      },
      {
        title: 'Auditorías estatales',
        text: 'Nuestras operaciones están sujetas a la supervisión y las auditorías de los departamentos de seguros estatales.',
      },
    ],
    badge: 'Cobertura Completa • Agentes Certificados • Servicio Garantizado',
  },
}
