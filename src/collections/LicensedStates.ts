import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { orderField } from './fields'
import { withDragOrdering } from './ordering'

export const LicensedStates: CollectionConfig = {
  slug: 'licensed-states',
  labels: { singular: 'Estado licenciado', plural: 'Estados licenciados' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'], group: 'Contenido del sitio' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  orderable: true,
  // Drag rows in the list to reorder; `order` (what the site sorts by) follows.
  hooks: withDragOrdering('licensed-states', revalidationHooks(contentTags.licensedStates)),
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 60 },
    {
      name: 'code',
      label: 'Código postal del estado (p. ej. FL)',
      type: 'text',
      required: true,
      unique: true,
      minLength: 2,
      maxLength: 2,
    },
    orderField,
  ],
}
