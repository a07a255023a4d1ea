import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { revalidationHooks } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from '../lib/upload-limits.mjs'
import { refuseDeletingUsedMedia } from './hooks/refuse-deleting-used-media'

/** The multipart parser stops oversized uploads over HTTP; this also covers the Local API. */
const rejectOversizedFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && (req.file?.size ?? 0) > MAX_UPLOAD_BYTES) {
    throw new APIError(uploadTooLargeMessage, 413, null, true)
  }
  return args
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Imagen', plural: 'Imágenes' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Contenido del sitio' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: { ...revalidationHooks(contentTags.media), beforeOperation: [rejectOversizedFile], beforeDelete: [refuseDeletingUsedMedia] },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    // Raster images only: SVG can carry scripts, so it is not accepted.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      // The admin's preview: the whole picture within 160 × 160, never cropped (logos are wide).
      { name: 'thumbnail', width: 160, height: 160, fit: 'inside', withoutEnlargement: true },
      { name: 'card', width: 640 },
    ],
    adminThumbnail: 'thumbnail',
    // Keep the original no larger than the site ever shows it.
    resizeOptions: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
    focalPoint: true,
  },
  fields: [{ name: 'alt', label: 'Texto alternativo', type: 'text', required: true, maxLength: 160 }],
}
