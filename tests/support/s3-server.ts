/**
 * A real S3-compatible server on loopback (the `s3rver` package, files in a temporary folder)
 * with one bucket, and the S3_* settings that point the site's media at it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Server = {
  bucket: string
  /** The settings a server needs to keep its media in this bucket. */
  env: Record<string, string>
  /** The keys of the objects in the bucket, sorted. */
  objectKeys: () => string[]
  stop: () => Promise<void>
}

const OBJECT_SUFFIX = '._S3rver_object'

export async function startS3Server(bucket = 'medios-agencia'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const bucketDir = path.join(directory, bucket)
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    objectKeys: () =>
      readdirSync(bucketDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length))
        .sort(),
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
