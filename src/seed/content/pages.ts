import { RATING_PLACEHOLDER } from '../../lib/rating'
import type { PageSeed } from '../types'

/**
 * Two example campaign pages, seeded as drafts for the agency to review and publish, and the
 * radio spot's short link. Copy written for the agency (README: «Páginas de campaña»); every
 * text respects the limits of src/campaign-pages/blocks/fields.ts.
 */
export const pagesSeed: PageSeed[] = [
  {
    title: 'Medicare en Florida',
    slug: 'medicare-florida',
    meta: {
      title: 'Medicare en Florida, en español',
      description:
        'Compare planes Medicare Advantage y de medicamentos en Florida con un agente licenciado que habla su idioma. Asesoría sin costo.',
    },
    layout: [
      {
        blockType: 'hero',
        badge: 'Inscripción anual de Medicare: 15 de octubre al 7 de diciembre',
        title: 'Su plan de Medicare en Florida,',
        highlight: 'explicado en español',
        subtitle:
          'Comparamos por usted los planes Medicare Advantage, de medicamentos (Parte D) y suplementarios ' +
          'disponibles en su condado, y le ayudamos a inscribirse sin costo.',
        savingsNote: 'Nuestra asesoría no tiene costo: la pagan las aseguradoras, no usted.',
        quoteButtonLabel: 'Quiero que me llamen',
        callButtonLabel: 'Llamar ahora',
      },
      {
        blockType: 'medicarePromotion',
        title: '¿Cumple 65 años o ya tiene Medicare?',
        text:
          'Revise su plan cada año: los medicamentos cubiertos, los médicos de la red y los costos cambian. ' +
          'Le mostramos las opciones de su condado en una sola llamada.',
        buttonLabel: 'Revisar mi plan',
      },
      {
        blockType: 'faq',
        heading: 'Preguntas frecuentes sobre Medicare',
        questions: [
          {
            question: '¿Cuándo puedo inscribirme o cambiar de plan de Medicare?',
            answer: [
              'Durante la inscripción anual, del 15 de octubre al 7 de diciembre, puede cambiar de plan ' +
                'Medicare Advantage o de medicamentos. ' +
                'Si cumple 65 años, tiene un período de siete meses alrededor de su cumpleaños.',
            ],
          },
          {
            question: '¿Qué diferencia hay entre Medicare Original y Medicare Advantage?',
            answer: [
              'Medicare Original (Partes A y B) lo ofrece el gobierno federal. Medicare Advantage (Parte C) lo ofrecen aseguradoras ' +
                'privadas aprobadas por Medicare y suele incluir medicamentos, visión y dental en un solo plan.',
            ],
          },
          {
            question: '¿Cuánto cuesta su asesoría?',
            answer: [
              'Nada. Somos una agencia licenciada y las aseguradoras nos pagan; usted paga lo mismo que si se inscribiera por su cuenta.',
            ],
          },
          {
            question: '¿Puedo quedarme con mis médicos?',
            answer: [
              'Antes de recomendarle un plan revisamos que sus médicos, hospitales y ' +
                'farmacias estén en la red, y que sus medicamentos estén cubiertos.',
            ],
          },
        ],
      },
      {
        blockType: 'insurers',
        heading: 'Aseguradoras con las que trabajamos',
        subtitle: 'Comparamos planes de las principales aseguradoras de Medicare en Florida.',
      },
      {
        blockType: 'contactForm',
        heading: 'Hable con un agente de Medicare',
        subtitle: 'Déjenos sus datos y le llamamos en horario de oficina para revisar sus opciones, sin compromiso.',
        insuranceType: 'medicare',
      },
    ],
  },
  {
    title: 'Obamacare 2027',
    slug: 'obamacare-2027',
    meta: {
      title: 'Obamacare 2027: inscríbase a tiempo',
      description:
        'La inscripción abierta de Obamacare para 2027 termina el 15 de enero. Vea ' +
        'si califica para ayuda federal con un agente en español.',
    },
    layout: [
      {
        blockType: 'hero',
        badge: 'Inscripción abierta: 1 de noviembre al 15 de enero',
        title: 'Su seguro de salud para 2027,',
        highlight: 'con ayuda federal',
        subtitle:
          'Muchas familias califican para un plan de Obamacare con prima baja o de $0. Revisamos su caso, comparamos ' +
          'los planes de su estado y le inscribimos, en español y sin costo.',
        savingsNote: '4 de cada 5 personas encuentran un plan por menos de $10 al mes.',
        quoteButtonLabel: 'Ver si califico',
        callButtonLabel: 'Llamar ahora',
      },
      {
        blockType: 'promotion',
        title: 'La inscripción abierta termina pronto',
        text:
          'Después del 15 de enero solo podrá inscribirse si tiene un cambio de vida, ' +
          'como una mudanza, un nacimiento o la pérdida de su seguro.',
        buttonLabel: 'Inscribirme ahora',
        endsOn: '2027-01-15T12:00:00.000Z',
      },
      {
        blockType: 'serviceCards',
        heading: 'También le ayudamos con',
        subtitle: 'Un solo agente para toda la familia: salud, Medicare, vida y más.',
      },
      {
        blockType: 'testimonials',
        heading: 'Familias que ya se inscribieron',
        subtitle: 'Lo que dicen nuestros clientes de su experiencia con la agencia.',
        summary: [
          { value: RATING_PLACEHOLDER, label: 'Satisfacción del cliente' },
          { value: '3,000+', label: 'Familias protegidas' },
        ],
      },
      {
        blockType: 'faq',
        heading: 'Preguntas frecuentes sobre Obamacare',
        questions: [
          {
            question: '¿Qué necesito para inscribirme?',
            answer: ['Los nombres y fechas de nacimiento de su hogar, su código postal y un estimado de los ingresos del hogar para 2027.'],
          },
          {
            question: '¿Califico para ayuda federal?',
            answer: [
              'Depende de los ingresos y del tamaño de su hogar. La mayoría de las familias que ' +
                'atendemos reciben un crédito fiscal que baja su prima mensual.',
            ],
          },
          {
            question: '¿Qué pasa si no me inscribo antes del 15 de enero?',
            answer: [
              'Tendría que esperar a la próxima inscripción abierta, salvo que tenga un evento de vida que abra un período especial.',
            ],
          },
        ],
      },
      {
        blockType: 'contactForm',
        heading: 'Revisemos su caso',
        subtitle: 'Déjenos sus datos y un agente le llama para ver cuánto pagaría en 2027.',
        insuranceType: 'obamacare',
      },
    ],
  },
]

/** The radio spot's short link: `/radio` opens the Medicare page with the spot's campaign. */
export const radioShortLink = {
  from: '/radio',
  toPageSlug: 'medicare-florida',
  campaign: { utm_source: 'radio', utm_medium: 'offline', utm_campaign: 'aep-2026' },
} as const
