import type { Block } from 'payload'

import { paragraph, text } from '../fields'

export const callToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Franja de llamada a la acción', plural: 'Franjas de llamada a la acción' },
  fields: [text('heading', 'Título', 120), paragraph('text', 'Texto', 300)],
}
