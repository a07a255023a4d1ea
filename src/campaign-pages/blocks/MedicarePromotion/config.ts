import type { Block } from 'payload'

import { promotionFields } from '../fields'

export const medicarePromotionBlock: Block = {
  slug: 'medicarePromotion',
  interfaceName: 'MedicarePromotionBlock',
  labels: { singular: 'Promoción de Medicare', plural: 'Promociones de Medicare' },
  fields: promotionFields,
}
