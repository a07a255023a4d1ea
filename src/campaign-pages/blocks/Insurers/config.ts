import type { Block } from 'payload'

import { headingFields } from '../fields'

export const insurersBlock: Block = {
  slug: 'insurers',
  interfaceName: 'InsurersBlock',
  labels: { singular: 'Aseguradoras', plural: 'Aseguradoras' },
  fields: headingFields,
}
