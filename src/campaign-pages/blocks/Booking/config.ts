import type { Block } from 'payload'

import { bookingCopy } from '../../../copy/booking'
import { insuranceTypeOptions } from '../../../lib/insurance-types'

/** «Agendar una cita» on a page: a band with a link to the booking pages (/citas), the topic chosen if staff set one. */
export const bookingBlock: Block = {
  slug: 'booking',
  interfaceName: 'BookingBlock',
  labels: { singular: 'Agendar una cita', plural: 'Agendar una cita' },
  fields: [
    { name: 'heading', label: 'Título', type: 'text', required: true, maxLength: 120, defaultValue: bookingCopy.block.defaultHeading },
    { name: 'text', label: 'Texto', type: 'textarea', required: true, maxLength: 300, defaultValue: bookingCopy.block.defaultText },
    {
      name: 'topic',
      label: 'Tema ya elegido',
      type: 'select',
      options: [...insuranceTypeOptions],
      admin: { description: 'Opcional. El visitante puede cambiarlo.' },
    },
  ],
}
