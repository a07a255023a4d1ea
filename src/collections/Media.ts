import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { contentTags } from '../content/tags'
import { revalidationHooks } from '../content/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Contenido del sitio' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidationHooks(contentTags.media),
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    // Raster images only: SVG can carry scripts, so it is not accepted.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 640 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Texto alternativo', type: 'text', required: true, maxLength: 160 }],
}
