import type { Block } from 'payload'

import { testimonialsIntroFields } from '../fields'

export const testimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonios', plural: 'Testimonios' },
  fields: [
    ...testimonialsIntroFields,
    {
      name: 'testimonials',
      label: 'Testimonios',
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      admin: { description: 'Los testimonios que se muestran, en este orden. Vacío: todos, en el orden del sitio.' },
    },
  ],
}
