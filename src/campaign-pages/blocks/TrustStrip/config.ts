import type { Block } from 'payload'

import { stats } from '../fields'

export const trustStripBlock: Block = {
  slug: 'trustStrip',
  interfaceName: 'TrustStripBlock',
  labels: { singular: 'Franja de confianza', plural: 'Franjas de confianza' },
  fields: [stats('stats', 'Cifras')],
}
