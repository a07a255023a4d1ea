import { prose } from '../prose'
import type { ServiceSeed } from '../types'

/** The four service cards, in display order (SPEC §1). */
export const servicesSeed: ServiceSeed[] = [
  {
    slug: 'obamacare',
    title: 'Obamacare ACA',
    description: prose`
        Planes de salud del Mercado de Seguros Médicos con subsidios del gobierno federal. Te ayudamos a solicitar el crédito fiscal que
        te corresponde y a elegir el plan que mejor se ajusta a tu presupuesto y a tus médicos.
      `,
    features: [
      'Subsidios y créditos fiscales que pueden reducir tu prima mensual',
      'Cobertura de beneficios esenciales, incluidas las condiciones preexistentes',
      'Asesoría gratuita en español durante la inscripción y todo el año',
    ],
    icon: 'heart',
    buttonColor: 'red',
    iconColor: 'red',
  },
  {
    slug: 'medicare',
    title: 'Medicare',
    description: prose`
        Orientación para personas de 65 años o más y para quienes califican por discapacidad. Comparamos planes Medicare Advantage,
        suplementarios y de medicamentos recetados para que entiendas cada opción antes de decidir.
      `,
    features: [
      'Comparación de planes Medicare Advantage (Parte C) y Medigap',
      'Planes de medicamentos recetados (Parte D) según tus recetas',
      'Apoyo en tu primera inscripción y en el período anual de cambios',
    ],
    icon: 'stethoscope',
    buttonColor: 'blue',
    iconColor: 'blue',
  },
  {
    slug: 'seguro-de-vida',
    title: 'Seguro de Vida',
    description: prose`
        Protege el futuro económico de tu familia. Te explicamos con claridad las diferencias entre seguros de vida a término y
        permanentes para que elijas la suma asegurada y el plazo adecuados a tus metas.
      `,
    features: [
      'Seguros de vida a término y de vida entera o universal',
      'Opciones de protección para gastos finales',
      'Análisis de necesidades sin costo y sin compromiso',
    ],
    icon: 'shield',
    buttonColor: 'green',
    iconColor: 'green',
  },
  {
    slug: 'seguros-privados',
    title: 'Seguros Privados',
    description: prose`
        Alternativas de cobertura médica fuera del Mercado para personas, familias y trabajadores independientes. Buscamos planes
        privados, dentales y de visión que complementen tu protección en cualquier época del año.
      `,
    features: [
      'Planes médicos privados para personas y familias',
      'Seguros dentales y de visión complementarios',
      'Opciones para trabajadores independientes y pequeños negocios',
    ],
    icon: 'briefcase',
    buttonColor: 'purple',
    iconColor: 'purple',
  },
]
