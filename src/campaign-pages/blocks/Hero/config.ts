import type { Block } from 'payload'

import { heroFields } from '../fields'

export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Portada', plural: 'Portadas' },
  fields: [
    ...heroFields,
    {
      name: 'image',
      label: 'Imagen',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Opcional. En pantallas grandes se muestra junto al título; sin imagen, la ilustración de la página de inicio.',
      },
    },
  ],
}
