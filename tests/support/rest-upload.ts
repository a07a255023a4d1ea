/**
 * A file sent to an upload collection's REST route as the admin sends it (multipart: the file and the other fields as
 * `_payload` JSON), through the site's real route handler in-process (tests/support/rest-api.ts).
 */
import { POST } from '@/app/(payload)/api/[...slug]/route'

import { PEER_ADDRESS_HEADER } from '../../src/lib/server/peer-address.mjs'

export type UploadedFile = { bytes: Uint8Array; name: string; type: string }

export function restUpload(collection: string, file: UploadedFile, fields: Record<string, unknown>, token?: string) {
  const form = new FormData()
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(fields))
  const request = new Request(`http://localhost:3000/api/${collection}`, {
    method: 'POST',
    headers: { [PEER_ADDRESS_HEADER]: '127.0.0.1', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: form,
  })
  return POST(request, { params: Promise.resolve({ slug: [collection] }) })
}
