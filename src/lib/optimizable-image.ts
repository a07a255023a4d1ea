/**
 * The one spelling of each local image the image optimiser (`/_next/image?url=…`) takes.
 *
 * Next caches an optimised image under its `url` parameter as written: `photo.jpg?p=1`,
 * `photo.jpg#1`, `./photo.jpg`, `%70hoto.jpg` or `//photo.jpg` fetch the same file but would
 * each be a new entry on disk (the optimiser's cache grew 85 MB in 44 s from one client). Only
 * the path Payload and next/image themselves write passes: no query, no fragment, no empty or
 * dot segment, each segment percent-encoded exactly as `encodeURIComponent` encodes it (Payload
 * builds media URLs with it). `images.localPatterns` in next.config.mjs says which folders.
 */
const OPTIMIZABLE_FOLDERS = ['/api/media/file/', '/images/']

function isCanonicalSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false
  try {
    return encodeURIComponent(decodeURIComponent(segment)) === segment
  } catch {
    return false // a malformed escape
  }
}

export function isOptimizableImageUrl(url: string | null): boolean {
  if (!url || !OPTIMIZABLE_FOLDERS.some((folder) => url.startsWith(folder))) return false
  return url.slice(1).split('/').every(isCanonicalSegment)
}
