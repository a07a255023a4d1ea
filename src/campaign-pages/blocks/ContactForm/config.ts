import type { Block } from 'payload'

import { insuranceTypeOptions } from '../../../lib/insurance-types'
import { headingFields } from '../fields'

export const contactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Formulario de contacto', plural: 'Formularios de contacto' },
  fields: [
    ...headingFields,
    {
      name: 'insuranceType',
      label: 'Tipo de seguro ya elegido',
      type: 'select',
      options: [...insuranceTypeOptions],
      admin: { description: 'Opcional. El visitante puede cambiarlo.' },
    },
  ],
}
