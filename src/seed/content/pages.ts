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
        'Compara planes Medicare Advantage y de medicamentos en Florida con un agente licenciado que habla tu idioma. Asesoría sin costo.',
    },
    layout: [
      {
        blockType: 'hero',
        badge: 'Inscripción anual de Medicare: 15 de octubre al 7 de diciembre',
        title: 'Tu plan de Medicare en Florida,',
        highlight: 'explicado en español',
        subtitle:
          'Comparamos por ti los planes Medicare Advantage, de medicamentos (Parte D) y suplementarios ' +
          'disponibles en tu condado, y te ayudamos a inscribirte sin costo.',
        savingsNote: 'Nuestra asesoría no tiene costo: la pagan las aseguradoras, no tú.',
        quoteButtonLabel: 'Quiero que me llamen',
        callButtonLabel: 'Llamar ahora',
      },
      {
        blockType: 'medicarePromotion',
        title: '¿Cumples 65 años o ya tienes Medicare?',
        text:
          'Revisa tu plan cada año: los medicamentos cubiertos, los médicos de la red y los costos cambian. ' +
          'Te mostramos las opciones de tu condado en una sola llamada.',
        buttonLabel: 'Revisar mi plan',
      },
      {
        blockType: 'faq',
        heading: 'Preguntas frecuentes sobre Medicare',
        questions: [
          {
            question: '¿Cuándo puedo inscribirme o cambiar de plan de Medicare?',
            answer: [
              'Durante la inscripción anual, del 15 de octubre al 7 de diciembre, puedes cambiar de plan ' +
                'Medicare Advantage o de medicamentos. ' +
                'Si cumples 65 años, tienes un período de siete meses alrededor de tu cumpleaños.',
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
            question: '¿Cuánto cuesta la asesoría?',
            answer: [
              'Nada. Somos una agencia licenciada y las aseguradoras nos pagan; tú pagas lo mismo que si te inscribieras por tu cuenta.',
            ],
          },
          {
            question: '¿Puedo quedarme con mis médicos?',
            answer: [
              'Antes de recomendarte un plan revisamos que tus médicos, hospitales y ' +
                'farmacias estén en la red, y que tus medicamentos estén cubiertos.',
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
        heading: 'Habla con un agente de Medicare',
        subtitle: 'Déjanos tus datos y te llamamos en horario de oficina para revisar tus opciones, sin compromiso.',
        insuranceType: 'medicare',
      },
    ],
  },
  {
    title: 'Obamacare 2027',
    slug: 'obamacare-2027',
    meta: {
      title: 'Obamacare 2027: inscríbete a tiempo',
      description:
        'La inscripción abierta de Obamacare para 2027 termina el 15 de enero. Mira ' +
        'si calificas para ayuda federal con un agente en español.',
    },
    layout: [
      {
        blockType: 'hero',
        badge: 'Inscripción abierta: 1 de noviembre al 15 de enero',
        title: 'Tu seguro de salud para 2027,',
        highlight: 'con ayuda federal',
        subtitle:
          'Muchas familias califican para un plan de Obamacare con prima baja o de $0. Revisamos tu caso, comparamos ' +
          'los planes de tu estado y te inscribimos, en español y sin costo.',
        savingsNote: '4 de cada 5 personas encuentran un plan por menos de $10 al mes.',
        quoteButtonLabel: 'Ver si califico',
        callButtonLabel: 'Llamar ahora',
      },
      {
        blockType: 'promotion',
        title: 'La inscripción abierta termina pronto',
        text:
          'Después del 15 de enero solo podrás inscribirte si tienes un cambio de vida, ' +
          'como una mudanza, un nacimiento o la pérdida de tu seguro.',
        buttonLabel: 'Inscribirme ahora',
        endsOn: '2027-01-15T12:00:00.000Z',
      },
      {
        blockType: 'serviceCards',
        heading: 'También te ayudamos con',
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
            answer: ['Los nombres y fechas de nacimiento de tu hogar, tu código postal y un estimado de los ingresos del hogar para 2027.'],
          },
          {
            question: '¿Califico para ayuda federal?',
            answer: [
              'Depende de los ingresos y del tamaño de tu hogar. La mayoría de las familias que ' +
                'atendemos reciben un crédito fiscal que baja su prima mensual.',
            ],
          },
          {
            question: '¿Qué pasa si no me inscribo antes del 15 de enero?',
            answer: [
              'Tendrías que esperar a la próxima inscripción abierta, salvo que tengas un evento de vida que abra un período especial.',
            ],
          },
        ],
      },
      {
        blockType: 'contactForm',
        heading: 'Revisemos tu caso',
        subtitle: 'Déjanos tus datos y un agente te llama para ver cuánto pagarías en 2027.',
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
