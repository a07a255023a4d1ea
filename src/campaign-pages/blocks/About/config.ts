import type { Block } from 'payload'

import { aboutFields } from '../fields'

export const aboutBlock: Block = {
  slug: 'about',
  interfaceName: 'AboutBlock',
  labels: { singular: 'Nosotros', plural: 'Nosotros' },
  fields: aboutFields,
}
