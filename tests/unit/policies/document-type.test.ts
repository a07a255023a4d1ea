import { describe, expect, it } from 'vitest'

import { isDocumentMimeType, sniffDocumentType } from '@/policies/documents/document-type'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)))

describe('sniffDocumentType (what a policy document really is, by its first bytes)', () => {
  it('knows PDF, JPEG, PNG, WebP and HEIC/HEIF', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffDocumentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffDocumentType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffDocumentType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic')
    expect(sniffDocumentType(bytes([0, 0, 0, 24], 'ftypmif1'))).toBe('image/heif')
  })

  it('refuses anything else, whatever its name: programs, pages, SVG, videos, empty files', () => {
    expect(sniffDocumentType(bytes('MZ', [0x90, 0]))).toBeNull()
    expect(sniffDocumentType(bytes('<html><script>'))).toBeNull()
    expect(sniffDocumentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(sniffDocumentType(bytes([0, 0, 0, 24], 'ftypisom'))).toBeNull()
    expect(sniffDocumentType(new Uint8Array())).toBeNull()
  })

  it('takes the browser-declared types of documents only', () => {
    expect(isDocumentMimeType('application/pdf')).toBe(true)
    expect(isDocumentMimeType('IMAGE/HEIC')).toBe(true)
    expect(isDocumentMimeType('image/svg+xml')).toBe(false)
    expect(isDocumentMimeType('text/html')).toBe(false)
    expect(isDocumentMimeType(undefined)).toBe(false)
  })
})
