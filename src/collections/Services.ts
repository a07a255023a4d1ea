import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { cmsIconOptions } from '../lib/cms-icons'
import { colourOptions } from '../lib/colours'
import { orderField } from './fields'
import { withDragOrdering } from './ordering'

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Servicio', plural: 'Servicios' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', 'updatedAt'],
    group: 'Contenido del sitio',
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  orderable: true,
  // Drag rows in the list to reorder; `order` (what the site sorts by) follows.
  hooks: withDragOrdering('services', revalidationHooks(contentTags.services)),
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      label: 'Identificador (slug)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'description', label: 'Descripción', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'features',
      label: 'Características',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      required: true,
      labels: { singular: 'Característica', plural: 'Características' },
      fields: [{ name: 'text', label: 'Texto', type: 'text', required: true, maxLength: 120 }],
    },
    { name: 'icon', label: 'Icono', type: 'select', options: [...cmsIconOptions], required: true, defaultValue: 'heart' },
    { name: 'buttonColor', label: 'Color del botón', type: 'select', options: [...colourOptions], required: true, defaultValue: 'red' },
    { name: 'iconColor', label: 'Color del icono', type: 'select', options: [...colourOptions], required: true, defaultValue: 'red' },
    { name: 'image', label: 'Imagen', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
