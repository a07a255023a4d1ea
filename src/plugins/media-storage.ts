import { s3Storage } from '@payloadcms/storage-s3'

import { s3Settings } from '../lib/server/s3-settings'

/**
 * Media (uploaded images and their sizes) in an S3-compatible bucket through Payload's official
 * adapter, when S3_* is set; otherwise in the local folder (MEDIA_DIR), as before. Files are
 * still served by Payload at /api/media/file/… (read from the bucket, with the collection's
 * access), so every instance serves every file and the addresses do not change. The adapter's
 * two fields (prefix, object key) exist in both modes: one database schema either way.
 */
export function mediaStorage() {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    // Private policy documents under their own prefix: the media's file route (anyone may read it) asks the bucket for
    // the name alone, never for policy-documents/…; they leave only through their logged download route.
    collections: { media: true, 'policy-documents': { prefix: 'policy-documents' } },
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
  })
}
