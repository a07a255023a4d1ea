import type { Endpoint, PayloadRequest } from 'payload'

import { jsonAnswer } from '../../lib/server/http/json-answer'
import { documentCopy } from './document-copy'
import { logDocumentDownload } from './log-download'
import { readDocumentFile } from './read-document-file'

/** `attachment` with the stored name: plain ASCII for old browsers, the exact name (accents) in filename*. */
function attachmentHeader(filename: string): string {
  const plain =
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'documento'
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * GET /api/policy-documents/:id/download — the one way a private document's file leaves the server: signed-in staff only
 * (the collection's read access), as a download nobody caches, and logged (who, when, which).
 */
async function downloadDocument(req: PayloadRequest): Promise<Response> {
  if (!req.user) return jsonAnswer({ message: documentCopy.unauthorized }, 401)
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return jsonAnswer({ message: documentCopy.notFound }, 404)
  const doc = await req.payload
    .findByID({ collection: 'policy-documents', id, depth: 0, overrideAccess: false, user: req.user, disableErrors: true, req })
    .catch(() => null)
  if (!doc?.filename) return jsonAnswer({ message: documentCopy.notFound }, 404)
  const body = await readDocumentFile(req, doc)
  if (!body) return jsonAnswer({ message: documentCopy.fileMissing }, 404)
  await logDocumentDownload(req, doc)
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': doc.mimeType || 'application/octet-stream',
      'Content-Disposition': attachmentHeader(doc.filename),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}

export const downloadDocumentEndpoint: Endpoint = { path: '/:id/download', method: 'get', handler: downloadDocument }
