import type { s3Storage } from '@payloadcms/storage-s3'

type S3ClientConfig = Parameters<typeof s3Storage>[0]['config']

/**
 * The S3_* settings, read once when the config loads. Media goes to the bucket when S3_BUCKET
 * is set; the start-up checks refuse a bucket without the rest (endpoint or region, both keys).
 */
export function s3Settings(): { bucket: string; config: S3ClientConfig } | null {
  const bucket = process.env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = process.env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim() ?? ''
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim() ?? ''
  const config: S3ClientConfig = {
    endpoint,
    region: process.env.S3_REGION?.trim() || 'us-east-1',
    // MinIO, s3rver, Ceph…: the bucket in the path (http://host/bucket/key), not in the host name.
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default checksums (CRC32 trailers, aws-chunked bodies) are AWS's own: many
    // S3-compatible servers refuse them. Only where the operation requires one, for those.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  }
  return { bucket, config }
}
