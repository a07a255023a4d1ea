import type { CollectionSlug, SanitizedConfig, Where } from 'payload'
import { getPayload } from 'payload'

import { restApiMessages } from '../copy/api'

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

/** `/api/<collection>/file/<filename>`: Payload's route for an upload collection's file. */
const FILE_PATH = /^\/api\/([^/]+)\/file\/([^/]+)$/

function fileRequest(url: string): { collection: string; filename: string } | null {
  const match = FILE_PATH.exec(new URL(url).pathname)
  if (!match) return null
  try {
    return { collection: match[1], filename: decodeURIComponent(match[2]) }
  } catch {
    return { collection: match[1], filename: '' }
  }
}

/**
 * A file no document of the upload collection names is a 404 with a Spanish message. Payload
 * itself looks for it on the disk, and a missing one is an error-level line with the server's
 * media path and a 500 (issue 33, finding 11): anyone could write those at will. A document
 * whose file is missing is still Payload's error, as it should be: that is a real fault.
 */
export function withUnknownFilesAsNotFound<Args>(config: Promise<SanitizedConfig>, handler: Handler<Args>): Handler<Args> {
  return async (request, args) => {
    const file = fileRequest(request.url)
    if (!file) return handler(request, args)
    const payload = await getPayload({ config })
    const upload = payload.collections[file.collection as CollectionSlug]?.config.upload
    if (!upload) return handler(request, args)
    const names: Where[] = [
      { filename: { equals: file.filename } },
      ...(upload.imageSizes ?? []).map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: file.filename } })),
    ]
    const { totalDocs } = await payload.count({ collection: file.collection as CollectionSlug, where: { or: names }, overrideAccess: true })
    if (totalDocs > 0) return handler(request, args)
    return Response.json({ errors: [{ message: restApiMessages.unknownFile }] }, { status: 404 })
  }
}
