import type { Block } from 'payload'

import { headingFields } from '../fields'

export const serviceCardsBlock: Block = {
  slug: 'serviceCards',
  interfaceName: 'ServiceCardsBlock',
  labels: { singular: 'Tarjetas de servicios', plural: 'Tarjetas de servicios' },
  fields: [
    ...headingFields,
    {
      name: 'services',
      label: 'Servicios',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { description: 'Los servicios que se muestran, en este orden. Vacío: todos, en el orden del sitio.' },
    },
  ],
}
