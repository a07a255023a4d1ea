/** Reads a JSON request body with a hard size limit, counting real bytes, not just the header. */
import { jsonDepthExceeds } from '../../json-depth'

type BodyRefusal = { ok: false; reason: 'unsupported-media-type' | 'too-large' | 'malformed' | 'too-deep' }
export type BodyResult = { ok: true; value: unknown } | BodyRefusal
export type RawBodyResult = { ok: true; bytes: Uint8Array } | BodyRefusal

function isJsonContentType(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase()
  return mediaType === 'application/json'
}

/** The body's bytes as sent (a signature is checked over them), refused as soon as they exceed `maxBytes`. */
export async function readRawJsonBody(request: Request, maxBytes: number): Promise<RawBodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, reason: 'unsupported-media-type' }
  return readBoundedBytes(request, maxBytes)
}

/** Any body's bytes as sent, whatever its type, refused as soon as they exceed `maxBytes`. */
export async function readBoundedBytes(request: Request, maxBytes: number): Promise<RawBodyResult> {
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
  return { ok: true, bytes }
}

/** UTF-8 JSON, refused when it nests deeper than `maxDepth` (when given). */
export function parseJsonBytes(bytes: Uint8Array, maxDepth?: number): BodyResult {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (maxDepth !== undefined && jsonDepthExceeds(text, maxDepth)) return { ok: false, reason: 'too-deep' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const raw = await readRawJsonBody(request, maxBytes)
  return raw.ok ? parseJsonBytes(raw.bytes) : raw
}
