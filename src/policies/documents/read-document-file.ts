import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, TypeWithID } from 'payload'

type StoredDocument = TypeWithID & { filename?: string | null; prefix?: string | null }

/**
 * The stored bytes of a policy document, from wherever the media storage keeps them: through the collection's storage
 * handler (the S3 adapter's) when there is one, else from its folder. Null when the file is missing.
 */
export async function readDocumentFile(req: PayloadRequest, doc: StoredDocument): Promise<ReadableStream | Uint8Array<ArrayBuffer> | null> {
  const collection = req.payload.collections['policy-documents'].config
  const filename = doc.filename
  if (!filename) return null
  for (const handler of collection.upload.handlers ?? []) {
    const params = { collection: collection.slug, filename, prefix: doc.prefix ?? undefined }
    const answer = await handler(req, { doc, headers: new Headers(), params })
    if (answer instanceof Response) return answer.ok && answer.body ? answer.body : null
  }
  const folder = path.resolve(collection.upload.staticDir ?? collection.slug)
  const file = path.resolve(folder, filename)
  if (!file.startsWith(folder + path.sep)) return null
  return readFile(file)
    .then((bytes) => new Uint8Array(bytes))
    .catch(() => null)
}
