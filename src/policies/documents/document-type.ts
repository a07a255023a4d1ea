/**
 * Which kinds of file a policy document may be, told by the file's first bytes (never by its name or the browser's word):
 * PDF, JPEG, PNG, WebP and HEIC/HEIF (an iPhone's photos).
 */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const

export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number]

// The brand after 'ftyp' in an ISO media file: HEVC-coded pictures (an iPhone's photos), or any HEIF image.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif'])

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The document type the bytes really are, or null when they are none of the accepted ones. */
export function sniffDocumentType(bytes: Uint8Array): DocumentMimeType | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heic'
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'image/heif'
  return null
}

/** Whether the type the browser declared is one a document may be (the file's bytes are checked apart). */
export const isDocumentMimeType = (mimeType: string | undefined): boolean =>
  (DOCUMENT_MIME_TYPES as readonly string[]).includes((mimeType ?? '').toLowerCase())
