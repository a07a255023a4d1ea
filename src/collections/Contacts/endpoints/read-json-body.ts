/** Reads a JSON request body with a hard size limit, counting real bytes, not just the header. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: 'unsupported-media-type' | 'too-large' | 'malformed' }

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase()
  return mediaType === 'application/json'
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, reason: 'unsupported-media-type' }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'malformed' }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      received += value.byteLength
      if (received > maxBytes) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const bytes = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}
