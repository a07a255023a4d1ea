import type { Block } from 'payload'

import { statesPanelFields } from '../fields'

export const licensedStatesBlock: Block = {
  slug: 'licensedStates',
  interfaceName: 'LicensedStatesBlock',
  labels: { singular: 'Estados licenciados', plural: 'Estados licenciados' },
  fields: statesPanelFields,
}
