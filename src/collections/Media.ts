import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { mediaDir } from '../lib/server/server-env'
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from '../lib/upload-limits.mjs'
import { refuseDeletingUsedMedia } from './hooks/refuse-deleting-used-media'

/** The multipart parser stops oversized uploads over HTTP; this also covers the Local API. */
const rejectOversizedFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && (req.file?.size ?? 0) > MAX_UPLOAD_BYTES) {
    throw new APIError(uploadTooLargeMessage, 413, null, true)
  }
  return args
}

const sizeInternals = { disableListColumn: true, disableListFilter: true, disableGroupBy: true }

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Contenido del sitio' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: { ...revalidationHooks(contentTags.media), beforeOperation: [rejectOversizedFile], beforeDelete: [refuseDeletingUsedMedia] },
  upload: {
    staticDir: mediaDir(),
    // Raster images only: SVG can carry scripts, so it is not accepted.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    // The sizes' own fields (URL, width… of each) are not offered as list columns or filters:
    // staff saw 'Tamaños > thumbnail > URL' in Columnas.
    imageSizes: [
      // The admin's preview: the whole picture within 160 × 160, never cropped (logos are wide).
      { name: 'thumbnail', width: 160, height: 160, fit: 'inside', withoutEnlargement: true, admin: sizeInternals },
      { name: 'card', width: 640, admin: sizeInternals },
    ],
    adminThumbnail: 'thumbnail',
    // Keep the original no larger than the site ever shows it.
    resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
    focalPoint: true,
  },
  fields: [
    { name: 'alt', label: 'Texto alternativo', type: 'text', required: true, maxLength: 160 },
    // Payload's own upload fields with English labels ('MIME Type', 'Thumbnail URL'); merged into them by name.
    { name: 'mimeType', label: 'Tipo de archivo', type: 'text' },
    { name: 'thumbnailURL', label: 'Miniatura (dirección)', type: 'text', admin: { disableListColumn: true, disableListFilter: true } },
  ],
}
