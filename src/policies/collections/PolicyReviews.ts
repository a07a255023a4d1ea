import type { CollectionConfig } from 'payload'

import { authenticated } from '../../access/authenticated'
import { nobody } from '../../access/nobody'
import { recordReviewHistory, refuseReviewOutsideSeason, stampReviewer } from '../renewals/hooks/review-hooks'
import { markReviewEndpoint } from '../renewals/mark-review-endpoint'
import { reviewStateOptions, UNREVIEWED } from '../renewals/review-states'
import { seasonOfKey } from '../renewals/seasons'

/**
 * A policy's review in one renewal season (issue 36): one row per policy and season (unique), so last
 * season's states stay as they were and two people marking the same policy meet on one row. A collection,
 * not fields on the policy, for that reason. Set from «Renovaciones» (/admin/renovaciones) through
 * POST /api/policy-reviews/mark; every change is a 'renovacion' line in the client's history. Never deleted:
 * back to «Por revisar» instead. Its nav entry opens the worklist.
 */
export const PolicyReviews: CollectionConfig = {
  slug: 'policy-reviews',
  labels: { singular: 'Renovación', plural: 'Renovaciones' },
  defaultSort: '-reviewedAt',
  admin: {
    group: 'Cartera de clientes',
    description: 'La revisión de cada póliza en la temporada de renovación (AEP u OEP).',
    components: { views: { list: { Component: '/policies/admin/RenewalsNavEntry' } } },
  },
  disableDuplicate: true,
  access: { read: authenticated, create: authenticated, update: authenticated, delete: nobody },
  indexes: [{ fields: ['policy', 'season'], unique: true }],
  endpoints: [markReviewEndpoint],
  hooks: { beforeValidate: [refuseReviewOutsideSeason], beforeChange: [stampReviewer], afterChange: [recordReviewHistory] },
  fields: [
    {
      name: 'policy',
      label: 'Póliza',
      type: 'relationship',
      relationTo: 'policies',
      required: true,
      index: true,
      access: { update: nobody },
    },
    {
      name: 'season',
      label: 'Temporada',
      type: 'text',
      required: true,
      index: true,
      maxLength: 8,
      access: { update: nobody },
      validate: (value: unknown) =>
        seasonOfKey(typeof value === 'string' ? value : null) ? true : 'Temporada no válida (p. ej. aep-2027).',
    },
    { name: 'state', label: 'Estado', type: 'select', required: true, defaultValue: UNREVIEWED, options: [...reviewStateOptions] },
    {
      type: 'row',
      fields: [
        { name: 'reviewedBy', label: 'Revisada por', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'reviewedByName', label: 'Revisada por', type: 'text', maxLength: 200, admin: { readOnly: true } },
        { name: 'reviewedAt', label: 'Revisada el', type: 'date', index: true, admin: { readOnly: true } },
      ],
    },
  ],
}
