import type { Image } from './types'

type MediaDoc = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

/** Payload prefixes upload URLs with its serverURL; the site serves them itself, so keep the path. */
function sameOriginPath(url: string): string {
  const parsed = new URL(url, 'http://same-origin.invalid')
  return `${parsed.pathname}${parsed.search}`
}

/** An upload field as plain image data; unpopulated or missing files become null. */
export function toImage(media: unknown): Image | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaDoc
  if (!doc.url) return null
  return { url: sameOriginPath(doc.url), alt: doc.alt ?? '', width: doc.width ?? 0, height: doc.height ?? 0 }
}
