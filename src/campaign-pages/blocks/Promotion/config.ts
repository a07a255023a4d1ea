import type { Block } from 'payload'

import { promotionFields } from '../fields'

export const promotionBlock: Block = {
  slug: 'promotion',
  interfaceName: 'PromotionBlock',
  labels: { singular: 'Promoción con cuenta regresiva', plural: 'Promociones con cuenta regresiva' },
  fields: [
    ...promotionFields,
    {
      name: 'endsOn',
      label: 'Termina el',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'La cuenta llega a cero a la medianoche de ese día (hora de la agencia). Vacío: el primer día del mes siguiente.',
      },
    },
  ],
}
