import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { orderField } from './fields'
import { withDragOrdering } from './ordering'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonio', plural: 'Testimonios' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'rating', 'order'],
    group: 'Contenido del sitio',
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  orderable: true,
  // Drag rows in the list to reorder; `order` (what the site sorts by) follows.
  hooks: withDragOrdering('testimonials', revalidationHooks(contentTags.testimonials)),
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true, maxLength: 80 },
    { name: 'role', label: 'Descripción de la persona', type: 'text', required: true, maxLength: 120 },
    { name: 'content', label: 'Testimonio', type: 'textarea', required: true, maxLength: 800 },
    { name: 'photo', label: 'Foto', type: 'upload', relationTo: 'media' },
    { name: 'rating', label: 'Calificación (1 a 5)', type: 'number', min: 1, max: 5, defaultValue: 5, required: true },
    orderField,
  ],
}
